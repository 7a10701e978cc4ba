// How a unit's printed name is compared across years: the same 专业+院校 is printed with
// full- or half-width brackets, stray PDF spaces and changing notes from one year to the next.

/** NFKC (full-width brackets and letters become half-width), then no whitespace at all. */
export function normaliseMajorName(name: string): string {
  return name.normalize("NFKC").replace(/\s+/g, "");
}

/** The normalised name without bracketed notes: "软件工程(中外合作办学)" → "软件工程". */
export function baseMajorName(name: string): string {
  let s = normaliseMajorName(name).replace(/【[^【】]*】/g, "");
  // Innermost first, so nested notes such as "(含(双学位)班)" go too.
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, "");
  }
  return s.replace(/[()]/g, "") || normaliseMajorName(name);
}

// How a unit's printed name is compared across years: the same 专业+院校 is printed with
// full- or half-width brackets, stray PDF spaces and changing notes from one year to the next.

// Every index build (and each year pair its calibration predicts) compares the same ~70k printed
// names again: both forms are remembered, within a bound, since NFKC is the build's largest cost.
const MEMO_LIMIT = 200_000;
const normalised = new Map<string, string>();
const bare = new Map<string, string>();

function remember(memo: Map<string, string>, name: string, value: string): string {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(name, value);
  return value;
}

/** NFKC (full-width brackets and letters become half-width), then no whitespace at all. */
export function normaliseMajorName(name: string): string {
  return normalised.get(name) ?? remember(normalised, name, name.normalize("NFKC").replace(/\s+/g, ""));
}

/** The normalised name without bracketed notes: "软件工程(中外合作办学)" → "软件工程". */
export function baseMajorName(name: string): string {
  return bare.get(name) ?? remember(bare, name, stripNotes(name));
}

function stripNotes(name: string): string {
  let s = normaliseMajorName(name).replace(/【[^【】]*】/g, "");
  // Innermost first, so nested notes such as "(含(双学位)班)" go too.
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, "");
  }
  return s.replace(/[()]/g, "") || normaliseMajorName(name);
}

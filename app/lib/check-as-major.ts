// The checkAsMajor page's URL: the major chosen, the catalogue search and the student's score or rank.

export const MAJOR_PAGE_SIZE = 20;

/** What the checkAsMajor URL holds: the major chosen, the catalogue search, and the student's score or rank. */
export interface MajorForm {
  major: string;
  q: string;
  kind: "score" | "rank";
  value: string;
  first: string | null;
  subjects: string[];
  page: number;
}

export function readMajorForm(url: URL): MajorForm {
  const p = url.searchParams;
  const page = Number(p.get("page") ?? "1");
  return {
    major: (p.get("major") ?? "").trim().slice(0, 10),
    q: (p.get("q") ?? "").trim().slice(0, 30),
    kind: p.get("kind") === "rank" ? "rank" : "score",
    value: (p.get("value") ?? "").trim(),
    first: p.get("first"),
    subjects: p.getAll("subjects"),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

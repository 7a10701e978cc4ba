import { z } from "zod";
import type { refMajors } from "#server/db/schema/reference";
import { parseCsv } from "../csv";
import { normaliseName, validateRow, type Reject } from "./common";

export type MajorRow = typeof refMajors.$inferInsert;

const UndergraduateSchema = z.object({
  学科门类代码: z.string().regex(/^\d{2}$/),
  学科门类: z.string().min(1),
  专业类代码: z.string().regex(/^\d{4}$/),
  专业类: z.string().min(1),
  专业代码: z.string().regex(/^\d{6}[A-Z]{0,2}$/),
  专业名称: z.string().min(1),
  备注: z.string(),
});

/** Undergraduate catalogue 2025; the one row that merges 040104 and 040105 is split. */
export function importUndergraduateCatalogue(text: string, file: string, sourceId: number): { rows: MajorRow[]; rejects: Reject[]; splits: number } {
  const rejects: Reject[] = [];
  const rows: MajorRow[] = [];
  let splits = 0;
  for (const rec of parseCsv(text).records) {
    const v = { ...rec.values };
    // 040104 教育技术学 040105 艺术教育 arrive as one row: "教育技术学 040105" with 040104's degree note.
    const merged = /^(\S+)\s+(\d{6}[A-Z]?)$/.exec(v["专业名称"] ?? "");
    const extra: MajorRow[] = [];
    if (merged) {
      splits++;
      v["专业名称"] = merged[1]!;
      if (merged[2] === "040105")
        extra.push({ code: "040105", name: "艺术教育", level: "本科", disciplineCode: v["学科门类代码"], discipline: v["学科门类"], classCode: v["专业类代码"], className: v["专业类"], degree: "教育学或艺术学", durationYears: 4, note: "split from a merged catalogue row", sourceId });
    }
    const r = validateRow(UndergraduateSchema, { line: rec.line, values: v }, file, rejects);
    if (!r) continue;
    const degreeNote = /可授(.+?)学士学位/.exec(r.备注);
    rows.push({
      code: r.专业代码,
      name: r.专业名称,
      level: "本科",
      disciplineCode: r.学科门类代码,
      discipline: r.学科门类,
      classCode: r.专业类代码,
      className: r.专业类,
      // The catalogue's rule: the degree follows the 门类 unless the note names others.
      degree: degreeNote ? degreeNote[1]! : r.学科门类,
      durationYears: 4,
      note: r.备注 || null,
      sourceId,
    });
    rows.push(...extra);
  }
  return { rows, rejects, splits };
}

const VocationalSchema = z.object({
  educationLevel: z.enum(["VOCATIONAL_SECONDARY", "VOCATIONAL_ASSOCIATE", "VOCATIONAL_BACHELOR"]),
  categoryCode: z.string(),
  categoryName: z.string(),
  classCode: z.string(),
  className: z.string(),
  majorCode: z.string().regex(/^\d{6}[A-Z]?$/),
  majorName: z.string().min(1),
  itemLevel: z.literal("MAJOR"),
});

/** Vocational catalogue 2021: associate (专科, 3 years) and vocational-bachelor (职教本科, 4 years) majors. */
export function importVocationalCatalogue(text: string, file: string, sourceId: number): { rows: MajorRow[]; rejects: Reject[] } {
  const rejects: Reject[] = [];
  const rows: MajorRow[] = [];
  for (const rec of parseCsv(text).records) {
    if (rec.values["itemLevel"] !== "MAJOR" || rec.values["educationLevel"] === "VOCATIONAL_SECONDARY") continue;
    const r = validateRow(VocationalSchema, rec, file, rejects);
    if (!r) continue;
    const bachelor = r.educationLevel === "VOCATIONAL_BACHELOR";
    rows.push({
      code: r.majorCode,
      name: r.majorName,
      level: bachelor ? "职教本科" : "专科",
      disciplineCode: r.categoryCode,
      discipline: r.categoryName,
      classCode: r.classCode,
      className: r.className,
      degree: null,
      durationYears: bachelor ? 4 : 3,
      note: null,
      sourceId,
    });
  }
  return { rows, rejects };
}

export type MajorMatch = "exact" | "normalised" | "class" | "none";

/** Matches printed major names to the catalogue; the printed name is always kept beside the code. */
export class MajorMatcher {
  private names = new Map<string, Map<string, string>>();
  private classes = new Map<string, string>();
  constructor(rows: MajorRow[]) {
    for (const r of rows) {
      const byLevel = this.names.get(r.level) ?? this.names.set(r.level, new Map()).get(r.level)!;
      if (!byLevel.has(r.name)) byLevel.set(r.name, r.code);
      if (r.level === "本科" && r.className && r.classCode && !this.classes.has(r.className)) this.classes.set(r.className, r.classCode);
    }
  }

  match(printed: string, schoolLevel: string | null | undefined): { code: string | null; match: MajorMatch } {
    const levels = schoolLevel === "专科" ? ["专科", "职教本科", "本科"] : ["本科", "职教本科", "专科"];
    const exact = this.lookup(printed.trim(), levels);
    if (exact) return { code: exact, match: "exact" };
    const base = normaliseName(printed)
      .replace(/\([^)]*\)/g, "")
      .replace(/\[[^\]]*\]/g, "")
      .replace(/[（(].*$/, "")
      .replace(/[，,、].*$/, "");
    const n = this.lookup(base, levels);
    if (n) return { code: n, match: "normalised" };
    const cls = this.classes.get(base) ?? this.classes.get(base.replace(/(试验班|实验班)$/, "类"));
    if (cls) return { code: cls, match: "class" };
    return { code: null, match: "none" };
  }

  private lookup(name: string, levels: string[]): string | undefined {
    for (const l of levels) {
      const c = this.names.get(l)?.get(name);
      if (c) return c;
    }
    return undefined;
  }
}

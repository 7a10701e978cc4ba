import { z } from "zod";
import type { CsvRecord } from "../csv";

export interface Reject {
  file: string;
  line: number;
  reason: string;
}

/** Validates one CSV record; a failure becomes a reject naming the file, line and first problem. */
export function validateRow<T extends z.ZodTypeAny>(schema: T, record: CsvRecord, file: string, rejects: Reject[]): z.infer<T> | null {
  const parsed = schema.safeParse(record.values);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  rejects.push({ file, line: record.line, reason: `${issue?.path.join(".") || "row"}: ${issue?.message ?? "invalid"}` });
  return null;
}

// Optional columns may be blank or absent from the header altogether.
const blank = z
  .string()
  .optional()
  .transform((s) => (s ?? "").trim());
/** Blank → null, otherwise an integer. */
export const optInt = blank.pipe(z.union([z.literal("").transform(() => null), z.coerce.number().int()]));
export const optNum = blank.pipe(z.union([z.literal("").transform(() => null), z.coerce.number()]));
export const reqInt = z.coerce.number().int();
export const optText = blank.transform((s) => (s === "" ? null : s));
export const year = z.coerce.number().int().min(2000).max(2100);
export const score = z.coerce.number().int().min(0).max(900);

/** Names as printed differ in bracket width and PDF-extraction spaces. */
export function normaliseName(name: string): string {
  return name
    .replace(/\s+/g, "")
    .replace(/（/g, "(")
    .replace(/）/g, ")")
    .replace(/＆/g, "&");
}

/** The 3+1+2 first-choice subject a track implies (物理类 / 历史类), for requirements printed without it. */
export function firstChoiceOf(track: string): "物理" | "历史" | undefined {
  return track === "physics" ? "物理" : track === "history" ? "历史" : undefined;
}

/**
 * The rows of an operator's plain CSV that validate and name a known school
 * (by gaokao id or by name); every other row becomes a reject.
 */
export function* plainSchoolRows<T extends z.ZodType<{ school: string }, z.ZodTypeDef, unknown>, U>(
  records: CsvRecord[],
  schema: T,
  file: string,
  rejects: Reject[],
  unis: { get(id: number): U | undefined; find(name: string): U | undefined },
): Generator<{ record: CsvRecord; row: z.infer<T>; university: U }> {
  for (const record of records) {
    const row = validateRow(schema, record, file, rejects);
    if (!row) continue;
    const university = /^\d+$/.test(row.school) ? unis.get(Number(row.school)) : unis.find(row.school);
    if (!university) {
      rejects.push({ file, line: record.line, reason: `unknown school ${row.school}` });
      continue;
    }
    yield { record, row, university };
  }
}

/**
 * Finds a school printed under a name it has since changed, or a shortened one: 海南医学院 → 海南医科大学,
 * 嘉兴学院 → 嘉兴大学, 空军军医大学 → 中国人民解放军空军军医大学. Only for names the index does not
 * know; rows resolved this way are flagged so they can be audited.
 */
export function findRenamed<U>(unis: { find(name: string): U | undefined }, printed: string): U | undefined {
  const candidates = [printed.replace(/医学院$/, "医科大学"), printed.replace(/学院$/, "大学"), `中国人民解放军${printed}`].filter((c) => c !== printed);
  for (const c of candidates) {
    const hit = unis.find(c);
    if (hit) return hit;
  }
  return undefined;
}

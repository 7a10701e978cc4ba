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

// Major descriptions written by the site: JSON files in server/data/content/major-descriptions/ → the major_descriptions table.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#server/db/client";
import { refMajors } from "#server/db/schema/reference";

export const DESCRIPTIONS_DIR = fileURLToPath(new URL("./content/major-descriptions/", import.meta.url));

const item = z.string().trim().min(1, "不能为空").max(60, "过长（至多 60 字）");

/** One entry of a description file; texts are facts about the major only (no salary or employment-rate figures). */
export const MajorDescriptionEntrySchema = z
  .object({
    code: z.string().regex(/^\d{6}[A-Z]{0,2}$/, "专业代码应为 6 位数字（可带 K/T 后缀）"),
    name: z.string().trim().min(1),
    level: z.enum(["本科", "专科", "职教本科"]),
    intro: z.string().trim().min(20, "简介过短").max(2000, "简介过长"),
    courses: z.array(item).min(3, "主要课程至少 3 门").max(15),
    careers: z.array(item).min(1, "就业方向至少 1 项").max(15),
    author: z.string().trim().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "日期应为 YYYY-MM-DD"),
  })
  .strict()
  .refine((e) => !/[0-9]+(\.[0-9]+)?\s*%|月薪|年薪|薪资|就业率/.test(`${e.intro}${e.careers.join("")}`), "不得包含薪资或就业率数字（没有可引用的来源）");
export type MajorDescriptionEntry = z.infer<typeof MajorDescriptionEntrySchema>;

export class DescriptionFileError extends Error {}

/**
 * Every entry of every *.json file in `dir`, validated. A bad file or entry throws, naming the file
 * and the entry's code; so does one major described twice.
 */
export function readDescriptionFiles(dir = DESCRIPTIONS_DIR): Array<MajorDescriptionEntry & { file: string }> {
  if (!existsSync(dir)) return [];
  const out: Array<MajorDescriptionEntry & { file: string }> = [];
  const seen = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      throw new DescriptionFileError(`major descriptions: ${file}: not valid JSON (${String(error)})`);
    }
    if (!Array.isArray(raw)) throw new DescriptionFileError(`major descriptions: ${file}: expected an array of entries`);
    raw.forEach((entry: unknown, i) => {
      const code = typeof entry === "object" && entry !== null && "code" in entry ? String((entry as { code: unknown }).code) : `#${i + 1}`;
      const parsed = MajorDescriptionEntrySchema.safeParse(entry);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new DescriptionFileError(`major descriptions: ${file}: entry ${code}: ${issue?.path.join(".") || "entry"}: ${issue?.message ?? "invalid"}`);
      }
      const key = `${parsed.data.level}|${parsed.data.code}`;
      const before = seen.get(key);
      if (before) throw new DescriptionFileError(`major descriptions: ${file}: entry ${code}: already described in ${before}`);
      seen.set(key, file);
      out.push({ ...parsed.data, file });
    });
  }
  return out;
}

/**
 * Loads the description files into major_descriptions. Each entry must name a major of the loaded
 * catalogue (same level, code and name). A file's entry replaces a row only when its date is newer
 * than the row's, so an edit made in the admin module (which dates the row) survives a restart.
 */
export async function loadMajorDescriptions(db: Db, dir = DESCRIPTIONS_DIR, now = new Date()): Promise<{ entries: number; written: number }> {
  const entries = readDescriptionFiles(dir);
  if (entries.length === 0) return { entries: 0, written: 0 };
  const catalogue = await db.select({ code: refMajors.code, level: refMajors.level, name: refMajors.name }).from(refMajors);
  // Without a catalogue (a database without reference data) nothing can be checked or shown: skip.
  if (catalogue.length === 0) return { entries: entries.length, written: 0 };
  const names = new Map(catalogue.map((m) => [`${m.level}|${m.code}`, m.name]));
  for (const e of entries) {
    const name = names.get(`${e.level}|${e.code}`);
    if (!name) throw new DescriptionFileError(`major descriptions: ${e.file}: entry ${e.code}: no ${e.level} major with this code in the catalogue`);
    if (name !== e.name) throw new DescriptionFileError(`major descriptions: ${e.file}: entry ${e.code}: the catalogue names it ${name}, not ${e.name}`);
  }
  const rows = entries.map(({ file: _file, ...e }) => ({ ...e, updated_at: now.toISOString() }));
  const result = await db.execute(sql`
    insert into major_descriptions (code, level, name, intro, courses, careers, author, date, updated_at)
    select code, level, name, intro, courses, careers, author, date, updated_at
    from json_populate_recordset(null::major_descriptions, ${JSON.stringify(rows)}::json)
    on conflict (level, code) do update set
      name = excluded.name, intro = excluded.intro, courses = excluded.courses, careers = excluded.careers,
      author = excluded.author, date = excluded.date, updated_at = excluded.updated_at
    where major_descriptions.date < excluded.date
    returning code`);
  const written = ((result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])).length;
  return { entries: entries.length, written };
}

// Seed content written by the team: Markdown files with front matter under server/data/content/.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import type { Db } from "../../db/client";
import { SCOPES } from "../scope/scopes";
import * as repo from "./content.repo";
import type { ContentKind } from "./content.schema";

export const CONTENT_SEED_DIR = fileURLToPath(new URL("../../data/content", import.meta.url));

/** Folder → kind. */
const FOLDERS: Record<string, ContentKind> = { articles: "article", "micro-classes": "lesson", "user-manual": "manual" };

const list = z.union([z.literal("all").transform(() => ["all"]), z.array(z.string().regex(/^[a-z0-9]+$/)).min(1)]);

export const FrontMatterSchema = z.object({
  title: z.string().min(1).max(80),
  summary: z.string().max(200).default(""),
  category: z.string().max(20).default(""),
  scopes: list.refine((s) => s.every((c) => c === "all" || (SCOPES as readonly string[]).includes(c)), "unknown scope"),
  channels: list,
  source: z.string().max(200).default(""),
  publishedAt: z.union([z.date(), z.string().datetime({ offset: true })]).transform((v) => new Date(v)),
  series: z.string().max(40).optional(),
  order: z.number().int().min(0).max(999).optional(),
  durationMinutes: z.number().int().min(0).max(600).optional(),
});

/** Splits `---\nyaml\n---\nbody`; throws naming the file when the front matter is missing or wrong. */
export function parseSeedFile(file: string, text: string): { meta: z.infer<typeof FrontMatterSchema>; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text);
  if (!m) throw new Error(`${file}: no front matter`);
  const parsed = FrontMatterSchema.safeParse(parseYaml(m[1]));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`);
  return { meta: parsed.data, body: m[2].trim() };
}

/** Adds every seed file not loaded yet (by folder and file name); items already there are left as staff keep them. */
export async function loadContentSeed(db: Db, dir = CONTENT_SEED_DIR, at = new Date()): Promise<number> {
  let added = 0;
  for (const [folder, kind] of Object.entries(FOLDERS)) {
    let files: string[];
    try {
      files = (await readdir(join(dir, folder))).filter((f) => f.endsWith(".md")).sort();
    } catch {
      continue;
    }
    for (const name of files) {
      const { meta, body } = parseSeedFile(`${folder}/${name}`, await readFile(join(dir, folder, name), "utf8"));
      const inserted = await repo.insertSeed(db, {
        seedKey: `${folder}/${name}`,
        kind,
        status: "published",
        title: meta.title,
        summary: meta.summary,
        category: meta.category,
        body,
        source: meta.source,
        channels: meta.channels,
        scopes: meta.scopes,
        publishAt: meta.publishedAt,
        series: meta.series ?? null,
        seriesOrder: meta.order ?? null,
        durationMinutes: meta.durationMinutes ?? null,
        createdAt: at,
        updatedAt: at,
      });
      if (inserted) added++;
    }
  }
  return added;
}

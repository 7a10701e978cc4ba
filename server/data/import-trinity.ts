import { and, eq, inArray, max } from "drizzle-orm";
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Database, Db } from "#server/db/client";
import { bumpDataVersion } from "#server/db/data-version";
import { refMajors, refSources, refUniversities } from "#server/db/schema/reference";
import { trinityMajors, trinitySchools, trinityStats } from "#server/db/schema/trinity";
import { MajorMatcher } from "./importers/catalogue";
import { importTrinity, TRINITY_FILES } from "./importers/trinity";
import { UniversityIndex, type UniversityRow } from "./importers/universities";
import type { ImportOptions, ImportResult } from "./import-file";

/**
 * `--kind trinity --file <folder>`: one cycle's 三位一体 lists (formulas.csv, majors.csv, admission.csv).
 * Replaces that scope + cycle's schools and majors, and the statistics rows of the schools and years
 * the file holds, in one transaction; nothing changes when no school validates (or, with --strict, any row fails).
 */
export async function importTrinityFolder(database: Database, opts: ImportOptions): Promise<ImportResult> {
  if (!existsSync(opts.file) || !statSync(opts.file).isDirectory()) throw new Error(`--kind trinity takes a folder holding ${Object.values(TRINITY_FILES).join(", ")}`);
  const paths = { formulas: join(opts.file, TRINITY_FILES.formulas), majors: join(opts.file, TRINITY_FILES.majors), admission: join(opts.file, TRINITY_FILES.admission) };
  for (const p of Object.values(paths)) if (!existsSync(p)) throw new Error(`missing ${p}`);
  const db = database.db;
  const [unis, majors] = await Promise.all([db.select().from(refUniversities), db.select().from(refMajors)]);
  const classNames = new Map(majors.filter((m) => m.classCode && m.className).map((m) => [m.classCode!, m.className!]));
  const [{ next }] = (await db.select({ next: max(refSources.id) }).from(refSources)).map((r) => ({ next: (r.next ?? 0) + 1 }));
  const sourceId = next!;
  const folder = basename(opts.file);
  const out = importTrinity(
    { formulas: readFileSync(paths.formulas, "utf8"), majors: readFileSync(paths.majors, "utf8"), admission: readFileSync(paths.admission, "utf8") },
    { formulas: `${folder}/${TRINITY_FILES.formulas}`, majors: `${folder}/${TRINITY_FILES.majors}`, admission: `${folder}/${TRINITY_FILES.admission}` },
    { scope: opts.scope, year: opts.year, sourceId },
    new UniversityIndex(unis as UniversityRow[]),
    new MajorMatcher(majors),
    classNames,
  );
  if (out.schools.length === 0 || (opts.strict && out.rejects.length > 0)) return { imported: 0, replaced: 0, rejects: out.rejects, sourceId: null };
  const replaced = await db.transaction(async (tx) => {
    await tx.insert(refSources).values({
      id: sourceId,
      file: `import:${folder}`,
      source: opts.source ?? `各高校 ${opts.year} 年“三位一体”综合评价招生章程`,
      url: opts.url ?? null,
      licence: opts.licence ?? "facts published in each university's 章程",
      note: `trinity ${opts.scope} ${opts.year}, imported ${new Date().toISOString()}`,
    });
    const goneSchools = await tx.delete(trinitySchools).where(and(eq(trinitySchools.scope, opts.scope), eq(trinitySchools.year, opts.year))).returning({ id: trinitySchools.id });
    const goneMajors = await tx.delete(trinityMajors).where(and(eq(trinityMajors.scope, opts.scope), eq(trinityMajors.year, opts.year))).returning({ id: trinityMajors.id });
    let goneStats = 0;
    for (const year of new Set(out.stats.map((s) => s.year))) {
      const names = out.stats.filter((s) => s.year === year).map((s) => s.schoolName);
      const gone = await tx
        .delete(trinityStats)
        .where(and(eq(trinityStats.scope, opts.scope), eq(trinityStats.year, year), inArray(trinityStats.schoolName, names)))
        .returning({ id: trinityStats.id });
      goneStats += gone.length;
    }
    await tx.insert(trinitySchools).values(out.schools);
    for (let i = 0; i < out.majors.length; i += 1000) await tx.insert(trinityMajors).values(out.majors.slice(i, i + 1000));
    if (out.stats.length) await tx.insert(trinityStats).values(out.stats);
    await bumpDataVersion(tx as unknown as Db);
    return goneSchools.length + goneMajors.length + goneStats;
  });
  return { imported: out.schools.length + out.majors.length + out.stats.length, replaced, rejects: out.rejects, sourceId };
}

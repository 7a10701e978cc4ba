import { and, asc, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Database, Db } from "#server/db/client";
import { refEnrollmentPlans, refGroupLines, refMajorLines, refMajors, refRankTables, refSchoolLines, refSources, refUniversities } from "#server/db/schema/reference";
import { bumpDataVersion } from "#server/db/data-version";
import { isScope } from "#server/modules/scope/scopes";
import { MajorMatcher } from "./importers/catalogue";
import { importTrinityFolder } from "./import-trinity";
import type { Reject } from "./importers/common";
import { importGroupLinesPlain } from "./importers/group-lines";
import { importMajorLinesPlain } from "./importers/major-lines";
import { importPlansPlain } from "./importers/plans";
import { importRankTable } from "./importers/rank-table";
import { importSchoolLinesPlain, TRACKS, type RankLookup } from "./importers/school-lines";
import { UniversityIndex, type UniversityRow } from "./importers/universities";
import { rankAtScore, type RankRow } from "./rank-table";

export const IMPORT_KINDS = ["rank-table", "school-line", "major-line", "group-line", "plan", "trinity"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export interface ImportOptions {
  kind: ImportKind;
  scope: string;
  year: number;
  /** Defaults to the scope's main track (combined in 3+3 scopes, physics in 3+1+2 ones). */
  track?: string;
  file: string;
  /** Who published the figures, shown beside them as "year · source". */
  source?: string;
  url?: string;
  licence?: string;
  /** Mark a rank table as estimated rather than official. */
  estimated?: boolean;
  /** Abort without changes when any row is rejected. */
  strict?: boolean;
}

export interface ImportResult {
  imported: number;
  replaced: number;
  rejects: Reject[];
  sourceId: number | null;
  /** The track the rows were imported for (the scope's main track when none was given). */
  track?: string;
}

async function rankLookup(db: Db, scope: string, year: number, track: string): Promise<RankLookup> {
  const rows = await db
    .select({ score: refRankTables.score, cumulative: refRankTables.cumulative, count: refRankTables.count, kind: refRankTables.kind })
    .from(refRankTables)
    .where(and(eq(refRankTables.scope, scope), eq(refRankTables.year, year), eq(refRankTables.track, track)))
    .orderBy(sql`${refRankTables.score} desc`);
  const table: RankRow[] = rows;
  return (s, y, t, score) => (s === scope && y === year && t === track ? rankAtScore(table, score) : null);
}

async function indexes(db: Db) {
  const [unis, majors] = await Promise.all([db.select().from(refUniversities).orderBy(asc(refUniversities.id)), db.select().from(refMajors)]);
  return { unis: new UniversityIndex(unis as UniversityRow[]), majors: new MajorMatcher(majors) };
}

/** zj 4-digit institution codes → university, as the per-major lines use them (the newest year wins). */
async function zjCollegeCodes(db: Db, unis: UniversityIndex): Promise<Map<string, UniversityRow>> {
  const rows = await db
    .selectDistinctOn([refMajorLines.collegeCode], { code: refMajorLines.collegeCode, universityId: refMajorLines.universityId })
    .from(refMajorLines)
    .where(and(eq(refMajorLines.scope, "zj"), isNotNull(refMajorLines.collegeCode)))
    .orderBy(refMajorLines.collegeCode, desc(refMajorLines.year));
  const map = new Map<string, UniversityRow>();
  for (const r of rows) {
    const u = unis.get(r.universityId);
    if (r.code && u) map.set(r.code, u);
  }
  return map;
}

/** The track a scope's families take by default: the single track of 3+3, 物理类 in 3+1+2. */
export function mainTrack(scope: string): string {
  return scope === "zj" || scope === "sd" ? "combined" : "physics";
}

/**
 * Loads one operator CSV (docs/data-format.md) for one scope, year and track, replacing exactly
 * that scope + year + track of that kind in one transaction; other scopes and years are untouched.
 */
export async function importFile(database: Database, opts: ImportOptions): Promise<ImportResult> {
  if (!isScope(opts.scope)) throw new Error(`unknown scope ${opts.scope}`);
  const track = opts.track ?? mainTrack(opts.scope);
  if (!(TRACKS as readonly string[]).includes(track)) throw new Error(`unknown track ${track} (one of ${TRACKS.join(", ")})`);
  if (!(IMPORT_KINDS as readonly string[]).includes(opts.kind)) throw new Error(`unknown kind ${opts.kind} (one of ${IMPORT_KINDS.join(", ")})`);
  if (opts.kind === "trinity") return importTrinityFolder(database, opts);
  const text = readFileSync(opts.file, "utf8");
  const file = basename(opts.file);
  const db = database.db;
  const [{ next }] = (await db.select({ next: max(refSources.id) }).from(refSources)).map((r) => ({ next: (r.next ?? 0) + 1 }));
  const sourceId = next!;
  const ctx = { scope: opts.scope, year: opts.year, track, sourceId };
  const rankOf = await rankLookup(db, opts.scope, opts.year, track);

  let rows: Array<Record<string, unknown>>;
  let rejects: Reject[];
  let table: typeof refRankTables | typeof refSchoolLines | typeof refMajorLines | typeof refGroupLines | typeof refEnrollmentPlans;
  if (opts.kind === "rank-table") {
    const t = importRankTable(text, file, { estimated: opts.estimated });
    rows = t.rows.map((r) => ({ scope: opts.scope, year: opts.year, track, score: r.score, count: r.count, cumulative: r.cumulative, kind: r.kind, sourceId }));
    rejects = t.rejects;
    table = refRankTables;
  } else {
    const { unis, majors } = await indexes(db);
    const out =
      opts.kind === "school-line"
        ? importSchoolLinesPlain(text, file, ctx, unis, rankOf)
        : opts.kind === "major-line"
          ? importMajorLinesPlain(text, file, ctx, unis, majors, rankOf)
          : opts.kind === "group-line"
            ? importGroupLinesPlain(text, file, ctx, unis, rankOf)
            : importPlansPlain(text, file, { ...ctx, collegeCodes: opts.scope === "zj" ? await zjCollegeCodes(db, unis) : new Map() }, unis, majors);
    rows = out.rows;
    rejects = out.rejects;
    table = opts.kind === "school-line" ? refSchoolLines : opts.kind === "major-line" ? refMajorLines : opts.kind === "group-line" ? refGroupLines : refEnrollmentPlans;
  }
  if (rows.length === 0 || (opts.strict && rejects.length > 0)) return { imported: 0, replaced: 0, rejects, sourceId: null };

  const replaced = await db.transaction(async (tx) => {
    await tx.insert(refSources).values({
      id: sourceId,
      file: `import:${file}`,
      source: opts.source ?? "operator import",
      url: opts.url ?? null,
      licence: opts.licence ?? "official figures published by the exam authority",
      note: `${opts.kind} ${opts.scope} ${opts.year} ${track}, imported ${new Date().toISOString()}`,
    });
    const gone = await tx
      .delete(table)
      .where(and(eq(table.scope, opts.scope), eq(table.year, opts.year), eq(table.track, track)))
      .returning({ scope: table.scope });
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(table).values(rows.slice(i, i + 1000) as never);
    // Every instance's reference views rebuild at their next request.
    await bumpDataVersion(tx as unknown as Db);
    return gone.length;
  });
  return { imported: rows.length, replaced, rejects, sourceId, track };
}

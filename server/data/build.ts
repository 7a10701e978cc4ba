// `npm run data:build [-- --from ../shared/data]`: raw reference files → the compact seed committed in server/data/seed/.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ExamModel } from "#server/db/schema/reference";
import { trinityFormulaHistory, trinityMajors, trinitySchools, trinityStats } from "#server/db/schema/trinity";
import { refControlLines, refEnrollmentPlans, refGroupLines, refMajorLines, refMajors, refRankTables, refSchoolLines, refScopes, refSources, refUniversities } from "#server/db/schema/reference";
import { SCOPE_INFO, SCOPES, type Scope } from "#server/modules/scope/scopes";
import { parseCsv } from "./csv";
import { importUndergraduateCatalogue, importVocationalCatalogue, MajorMatcher } from "./importers/catalogue";
import { normaliseName, type Reject } from "./importers/common";
import { importSdRound1Lines, parseZjMajorLines, zjMajorLineRows } from "./importers/major-lines";
import { importGdGroupLines, importHbGroupLines, importJxGroupLines, type GroupLineRow } from "./importers/group-lines";
import { importPlansSource } from "./importers/plans";
import { importRankTable } from "./importers/rank-table";
import { importJxWenliSchoolLines, importSchoolLinesSource, type RankLookup } from "./importers/school-lines";
import { importTrinity, importTrinityHistory, TRINITY_FILES, type TrinityHistoryRow } from "./importers/trinity";
import { importUniversities, UniversityIndex } from "./importers/universities";
import { cumulativeFromLines, rankAtScore, type RankRow } from "./rank-table";
import { SEED_DIR, writeSeedTable } from "./seed";

const args = process.argv.slice(2);
const fromArg = args.indexOf("--from");
const DATA = resolve(fromArg >= 0 ? args[fromArg + 1]! : process.env.REF_DATA_DIR ?? "../shared/data");
if (!existsSync(join(DATA, "SOURCES.md"))) {
  console.error(`data:build: no raw data at ${DATA} (pass --from <dir>); the committed seed stays as it is`);
  process.exit(1);
}
const read = (f: string) => readFileSync(join(DATA, f), "utf8");
const started = Date.now();

// ---- sources -------------------------------------------------------------------------------
type SourceRow = typeof refSources.$inferInsert;
const sources: SourceRow[] = [];
const sourceFiles: Record<string, string> = {};
/**
 * `name` is what a user reads beside a figure (浙江省教育考试院 2025 年一分一段表); `origin` — who
 * compiled the file, how it was extracted (OCR settings …) — goes to the provenance files only.
 */
function addSource(file: string, name: string, licence: string, url: string | null = null, origin: string | null = null): number {
  const id = sources.length + 1;
  sources.push({ id, file, source: name, url, licence, note: origin });
  sourceFiles[file] = createHash("sha256").update(readFileSync(join(DATA, file))).digest("hex").slice(0, 16);
  return id;
}
const src = {
  uni: addSource("universities/universities.csv", "掌上高考院校库 院校名录", "MIT (HA7CH/gaokao-pro)", null, "gaokao.cn school index via HA7CH/gaokao-pro cli/data/school-index.json.gz (compiled 2026-05)"),
  moe: addSource("universities/moe_institutions_2025.csv", "教育部 全国高等学校名单（2025 年）", "Government data (public)", null, "教育部 全国高等学校名单 2025-06-20 (via hrj-11055/gaokao-zhiyuan-agents)"),
  ug: addSource("majors/undergraduate_catalogue_2025.csv", "教育部 普通高等学校本科专业目录（2025 年）", "Government data (public)", null, "via hrj-11055/gaokao-zhiyuan-agents"),
  voc: addSource("majors/vocational_catalogue_2021.csv", "教育部 职业教育专业目录（2021 年）", "Government data (public)", null, "via p180j/gk-job-helper"),
  rules: addSource("rules/zhiyuan-rules-2026.json", "各省教育考试院 2026 年志愿填报规则", "MIT (HA7CH/gaokao-pro)", null, "31 省考试院 + eol.cn, compiled by HA7CH/gaokao-pro 2026-05-25"),
  schoolLines: addSource("school_lines/school_min_scores_2023_2025.csv", "掌上高考院校库 2023–2025 年院校最低录取分", "MIT (HA7CH/gaokao-pro)", null, "gaokao.cn school index via HA7CH/gaokao-pro (lowest admission score per school, batches folded)"),
  plans: addSource("plans/major_plans_2025.csv", "各高校 2025 年分省招生计划", "MIT (HA7CH/gaokao-pro)", null, "HA7CH/gaokao-pro college-groups, normalised from ~60 shapes"),
};
const zjSrc: Record<number, number> = {};
for (const y of [2023, 2024, 2025])
  zjSrc[y] = addSource(
    `zj/zj_major_lines_${y}.csv`,
    `浙江省教育考试院 ${y} 年普通类平行投档分数线`,
    "Public facts published by 浙江省教育考试院; compilation by dnjz666/exam_select",
    null,
    "专业+院校 lines compiled by dnjz666/exam_select from the official PDFs/.xls",
  );
const rankSources = parseCsv(read("rank_tables/SOURCES.csv")).records;
/** Each scope's examination authority, named beside its figures. */
const AUTHORITY: Record<string, string> = { zj: "浙江省教育考试院", gd: "广东省教育考试院", hb: "湖北省教育考试院", sd: "山东省教育招生考试院", ah: "安徽省教育招生考试院", jx: "江西省教育考试院" };
const TRACK_NAME: Record<string, string> = { physics: "（物理类）", history: "（历史类）", science: "（理科）", liberal: "（文科）", combined: "" };
const rankTableName = (scope: string, year: number, track: string) => `${AUTHORITY[scope] ?? scope} ${year} 年一分一段表${TRACK_NAME[track] ?? ""}`;
/** Rank tables added after SOURCES.csv was written (SOURCES.md, groups/ section). */
const NEW_RANK_TABLES: Record<string, { origin: string; licence: string; dropRepeated: boolean }> = {
  "gd-2022-physics.csv": { origin: "yu-wubbalubbadubdub/Guangdong-college-application-skill @6d57bb2: 本科 and 专科 sections joined; top row aggregates 700–750", licence: "Facts published by 广东省教育考试院 (compilation Apache-2.0)", dropRepeated: true },
  "gd-2022-history.csv": { origin: "yu-wubbalubbadubdub/Guangdong-college-application-skill @6d57bb2: 本科 and 专科 sections joined", licence: "Facts published by 广东省教育考试院 (compilation Apache-2.0)", dropRepeated: true },
  "gd-2023-physics.csv": { origin: "yu-wubbalubbadubdub/Guangdong-college-application-skill @6d57bb2: 本科 and 专科 sections joined; top row aggregates 700–750", licence: "Facts published by 广东省教育考试院 (compilation Apache-2.0)", dropRepeated: true },
  "gd-2023-history.csv": { origin: "yu-wubbalubbadubdub/Guangdong-college-application-skill @6d57bb2: 本科 and 专科 sections joined", licence: "Facts published by 广东省教育考试院 (compilation Apache-2.0)", dropRepeated: true },
  "hb-2023-physics.csv": { origin: "SimonXinw/python-tools @67e23a4 (548 rows, one repeated score)", licence: "Facts published by 湖北省教育考试院 (compilation: no licence stated)", dropRepeated: true },
};

const rejects: Reject[] = [];
const report: Record<string, unknown> = {};

// ---- universities and majors --------------------------------------------------------------
const uniImport = importUniversities(read("universities/universities.csv"), read("universities/moe_institutions_2025.csv"), { uni: "universities/universities.csv", moe: "universities/moe_institutions_2025.csv" }, src);
rejects.push(...uniImport.rejects);
const unis = new UniversityIndex(uniImport.rows);
const ug = importUndergraduateCatalogue(read("majors/undergraduate_catalogue_2025.csv"), "majors/undergraduate_catalogue_2025.csv", src.ug);
const voc = importVocationalCatalogue(read("majors/vocational_catalogue_2021.csv"), "majors/vocational_catalogue_2021.csv", src.voc);
rejects.push(...ug.rejects, ...voc.rejects);
const majors = [...ug.rows, ...voc.rows];
const matcher = new MajorMatcher(majors);
report.universities = uniImport.stats;
report.majors = { undergraduate: ug.rows.length, splitRows: ug.splits, vocational: voc.rows.length };

// ---- zj per-major lines, first pass (their pairs densify the thin zj-2024 table) -----------
const zjParsed = Object.fromEntries([2023, 2024, 2025].map((y) => [y, parseZjMajorLines(read(`zj/zj_major_lines_${y}.csv`), `zj/zj_major_lines_${y}.csv`)]));
for (const y of [2023, 2024, 2025]) rejects.push(...zjParsed[y]!.rejects);

// ---- rank tables ----------------------------------------------------------------------------
const tables = new Map<string, RankRow[]>();
const rankRows: Array<typeof refRankTables.$inferInsert> = [];
const rankReport: Record<string, unknown> = {};
for (const file of readdirSync(join(DATA, "rank_tables")).filter((f) => /^[a-z]{2}-\d{4}-[a-z]+\.csv$/.test(f)).sort()) {
  const [scope, y, track] = file.replace(".csv", "").split("-") as [string, string, string];
  const year = Number(y);
  const meta = rankSources.find((r) => r.values.file === file)?.values;
  const estimated = file === "gd-2025-history.csv";
  const extra = NEW_RANK_TABLES[file];
  const sourceId = addSource(
    `rank_tables/${file}`,
    rankTableName(scope, year, track),
    extra?.licence ?? "MIT (HA7CH/gaokao-pro); figures published by the provincial exam authority",
    meta?.source_url ?? null,
    [meta ? `${meta.source}.` : extra?.origin, meta?.note, estimated ? "39 of 42 cumulative values are round hundreds: marked estimated" : null].filter(Boolean).join(" ") || null,
  );
  const extraPoints = scope === "zj" && year === 2024 ? cumulativeFromLines(zjParsed[2024]!.pairs) : [];
  const t = importRankTable(read(`rank_tables/${file}`), `rank_tables/${file}`, { estimated, extraPoints, dropRepeated: extra?.dropRepeated });
  rejects.push(...t.rejects);
  tables.set(`${scope}|${year}|${track}`, t.rows);
  for (const r of t.rows) rankRows.push({ scope, year, track, score: r.score, count: r.count, cumulative: r.cumulative, kind: r.kind, sourceId });
  let check: Record<string, number> | undefined;
  if (extraPoints.length) {
    // How well the line-derived estimate reproduces the official sample points it did not see.
    const est = new Map(extraPoints.map((p) => [p.score, p.cumulative]));
    const errs = t.rows.filter((r) => r.kind === "official" && est.has(r.score)).map((r) => Math.abs(est.get(r.score)! - r.cumulative));
    check = { officialPointsCompared: errs.length, meanAbsError: Math.round(errs.reduce((a, b) => a + b, 0) / Math.max(1, errs.length)), maxAbsError: Math.max(0, ...errs) };
  }
  rankReport[file] = { ...t.stats, rows: t.rows.length, estimated, ...(check ? { lineEstimateCheck: check } : {}) };
}
report.rankTables = rankReport;
const rankOf: RankLookup = (scope, year, track, score) => {
  const rows = tables.get(`${scope}|${year}|${track}`);
  return rows ? rankAtScore(rows, score) : null;
};

// ---- control lines -------------------------------------------------------------------------
const controlLines: Array<typeof refControlLines.$inferInsert> = [];
for (const rec of rankSources) {
  const file = rec.values.file!;
  const [scope, y, track] = file.replace(".csv", "").split("-") as [string, string, string];
  const sourceId = sources.find((s) => s.file === `rank_tables/${file}`)?.id;
  if (!sourceId) continue;
  const seen = new Set<string>();
  for (const m of (rec.values.note ?? "").matchAll(/(一段|二段|特控|特招线|特招|本科线|本科|专科)\s*(\d{3})\s*→\s*(?:cum\s*)?(\d+)/g)) {
    const line = m[1]!.replace(/线$/, "");
    if (seen.has(line)) continue;
    seen.add(line);
    controlLines.push({ scope, year: Number(y), track, line, score: Number(m[2]), cumulative: Number(m[3]), sourceId });
  }
}
// zj 一段线 by year (SOURCES.md) where the tables' notes do not give them.
for (const [year, line, score] of [[2023, "一段", 488], [2025, "一段", 490], [2025, "二段", 268], [2025, "特控", 592]] as const) {
  if (controlLines.some((c) => c.scope === "zj" && c.year === year && c.line === line)) continue;
  controlLines.push({ scope: "zj", year, track: "combined", line, score, cumulative: rankOf("zj", year, "combined", score)?.rank ?? null, sourceId: zjSrc[year] ?? src.rules });
}

// ---- scopes --------------------------------------------------------------------------------
const rules = JSON.parse(read("rules/zhiyuan-rules-2026.json")) as { provinces: Array<Record<string, unknown> & { province: string }> };
const SUBJECTS7 = ["物理", "化学", "生物", "政治", "历史", "地理", "技术"];
const models: Record<Scope, Omit<ExamModel, "rules">> = {
  zj: { reform: "3+3", totalScore: 750, subjects: SUBJECTS7, tracks: ["combined"], batches: ["普通类提前批", "普通类一段", "普通类二段"], choices: 80, unit: "专业+院校", majorsPerUnit: 1, adjustment: false },
  sd: { reform: "3+3", totalScore: 750, subjects: SUBJECTS7.slice(0, 6), tracks: ["combined"], batches: ["提前批", "普通类一段", "普通类二段"], choices: 96, unit: "专业+院校", majorsPerUnit: 1, adjustment: false },
  gd: { reform: "3+1+2", totalScore: 750, subjects: SUBJECTS7.slice(0, 6), tracks: ["physics", "history"], batches: ["本科提前批", "本科批", "专科批"], choices: 45, unit: "院校专业组", majorsPerUnit: 6, adjustment: true },
  hb: { reform: "3+1+2", totalScore: 750, subjects: SUBJECTS7.slice(0, 6), tracks: ["physics", "history"], batches: ["本科提前批", "本科批", "专科批"], choices: 45, unit: "院校专业组", majorsPerUnit: 6, adjustment: true },
  ah: { reform: "3+1+2", totalScore: 750, subjects: SUBJECTS7.slice(0, 6), tracks: ["physics", "history"], batches: ["本科提前批", "本科批", "专科批"], choices: 45, unit: "院校专业组", majorsPerUnit: 6, adjustment: true },
  jx: { reform: "3+1+2", totalScore: 750, subjects: SUBJECTS7.slice(0, 6), tracks: ["physics", "history"], batches: ["本科提前批", "本科批", "专科批"], choices: 45, unit: "院校专业组", majorsPerUnit: 6, adjustment: true },
};
const scopeRows = SCOPES.map((code) => ({
  code,
  name: SCOPE_INFO[code].name,
  examModel: { ...models[code], rules: rules.provinces.find((p) => p.province === SCOPE_INFO[code].name && !("-" in p)) ?? null },
  sourceId: src.rules,
}));

// ---- school lines, zj major lines, plans ------------------------------------------------------
const school = importSchoolLinesSource(read("school_lines/school_min_scores_2023_2025.csv"), "school_lines/school_min_scores_2023_2025.csv", src.schoolLines, unis, rankOf);
rejects.push(...school.rejects);
report.schoolLines = school.stats;

// ---- group lines (groups/) and the 2023 jx 文理 school lines ------------------------------------------
const groupLineRows: GroupLineRow[] = [];
const groupReport: Record<string, unknown> = {};
/** 湖北 本科 batch lines (物理类), published by 湖北省教育考试院: a 本科普通批 group cannot close below them. */
const HB_PHYSICS_BATCH_LINE: Record<number, number> = { 2024: 437, 2025: 426 };
{
  const gdFile = "groups/gd_group_lines_2022_2025.csv";
  const gd = importGdGroupLines(read(gdFile), {
    file: gdFile,
    sourceId: addSource(gdFile, "广东省教育考试院 2022–2025 年院校专业组投档线", "Facts published by 广东省教育考试院 (compilation Apache-2.0)", null, "yu-wubbalubbadubdub/Guangdong-college-application-skill @6d57bb2"),
    unis,
    rankOf,
  });
  const hbFiles: Array<[number, string]> = [
    [2023, "groups/hb_2023_physics_group_lines.csv"],
    [2024, "groups/hb_2024_physics_group_scores.csv"],
    [2025, "groups/hb_2025_physics_group_scores.csv"],
  ];
  const hb = hbFiles.map(([year, file]) =>
    importHbGroupLines(read(file), {
      file,
      sourceId: addSource(
        file,
        `湖北省教育考试院 ${year} 年本科普通批院校专业组投档线（物理类）`,
        "Facts published by 湖北省教育考试院 (compilation: no licence stated)",
        null,
        year === 2023 ? "SimonXinw/python-tools @67e23a4" : `cathyjay/hubei-gaokao-volunteer-2026 @3ae3927${year === 2025 ? " (read from the PDF by OCR)" : ""}; scores only, ranks derived`,
      ),
      unis,
      rankOf,
      batchLine: year === 2023 ? undefined : HB_PHYSICS_BATCH_LINE[year],
    }),
  );
  const jxFile = "groups/jx_2024_group_lines.csv";
  const jx = importJxGroupLines(read(jxFile), {
    file: jxFile,
    sourceId: addSource(jxFile, "江西省教育考试院 2024 年本科院校专业组投档线", "Facts published by 江西省教育考试院 (compilation: no licence stated)", null, "SimonXinw/python-tools @67e23a4"),
    unis,
    rankOf,
  });
  for (const part of [gd, ...hb, jx]) {
    groupLineRows.push(...part.rows);
    rejects.push(...part.rejects);
  }
  const count = (rows: GroupLineRow[]) => ({ rows: rows.length, rankOfficial: rows.filter((r) => r.rankKind === "official").length, rankLookedUp: rows.filter((r) => r.rankKind && r.rankKind !== "official").length, noRank: rows.filter((r) => r.minRank === null).length });
  groupReport.gd = { ...count(gd.rows), rejected: gd.rejects.length };
  hb.forEach((h, i) => (groupReport[`hb ${hbFiles[i]![0]}`] = { ...count(h.rows), rejected: h.rejects.length, nameCleaned: h.rows.filter((r) => r.flags?.includes("name-cleaned")).length }));
  groupReport.jx = { ...count(jx.rows), rejected: jx.rejects.length };
}
const jxWenliFile = "groups/jx_2023_school_lines_wenli.csv";
const jxWenli = importJxWenliSchoolLines(read(jxWenliFile), jxWenliFile, addSource(jxWenliFile, "江西省教育考试院 2023 年一本、二本院校投档线（文理科）", "Facts published by 江西省教育考试院 (compilation: no licence stated)", null, "SimonXinw/python-tools @67e23a4"), unis);
rejects.push(...jxWenli.rejects);
groupReport.jxWenliSchoolLines = { rows: jxWenli.rows.length, rejected: jxWenli.rejects.length };

const majorLineRows: Array<Record<string, unknown>> = [];
const matchRates: Record<string, unknown> = {};
const zjReport: Record<string, unknown> = {};
const byCollegeCode = new Map<string, (typeof unis.rows)[number]>();
// Newest first, so older printed names resolve through the codes the current names established.
for (const y of [2025, 2024, 2023]) {
  const p = zjParsed[y]!;
  const out = zjMajorLineRows(p.parsed, { sourceId: zjSrc[y]!, byCollegeCode }, unis, matcher, rankOf);
  majorLineRows.push(...out.rows);
  zjReport[y] = { sourceRows: p.total, imported: p.parsed.length, rejected: p.rejects.length, flaggedRankInconsistent: p.flagged, ...out.stats };
  matchRates[`zj major lines ${y}`] = { rows: p.parsed.length, matched: out.stats.matched, rate: +(out.stats.matched / p.parsed.length).toFixed(4) };
}
report.zjMajorLines = zjReport;
const sdFile = "sd/sd_2024_major_lines_round1.csv";
const sd = importSdRound1Lines(
  read(sdFile),
  sdFile,
  addSource(sdFile, "山东省教育招生考试院 2024 年常规批第 1 次志愿投档情况", "Facts published by 山东省教育招生考试院 (compilation: no licence stated)", null, "SimonXinw/python-tools @67e23a4; ranks only, scores derived from the 2024 一分一段表"),
  unis,
  matcher,
  tables.get("sd|2024|combined") ?? [],
);
majorLineRows.push(...sd.rows);
rejects.push(...sd.rejects);
report.sdMajorLines = { ...sd.stats, rejected: sd.rejects.length };
matchRates["sd major lines 2024"] = { rows: sd.rows.length, matched: sd.stats.matched, rate: +(sd.stats.matched / Math.max(1, sd.rows.length)).toFixed(4) };
report.universitiesOnlyInZjLines = unis.rows.filter((u) => Object.values(zjSrc).includes(u.sourceId)).map((u) => [u.name, ...u.aliases].join(" / "));

const plans = importPlansSource(read("plans/major_plans_2025.csv"), "plans/major_plans_2025.csv", src.plans, unis, rankOf);
// Summary rows of the plans file whose minimum no group-line file holds (same scope, year, track, school and score).
const fromFiles = new Set(groupLineRows.map((g) => `${g.scope}|${g.year}|${g.track}|${g.universityId}|${g.minScore}`));
groupReport.planSummaryRows = { kept: plans.groupLines.length, nowhereElse: plans.groupLines.filter((g) => !fromFiles.has(`${g.scope}|${g.year}|${g.track}|${g.universityId}|${g.minScore}`)).length };
groupLineRows.push(...plans.groupLines);
report.groupLines = groupReport;
rejects.push(...plans.rejects);
for (const r of plans.rows) {
  const u = unis.get(r.universityId)!;
  const m = matcher.match(r.majorName, u.level);
  if (!r.majorCode && m.code) r.majorCode = m.code;
  const key = `plans ${r.scope} ${r.year}`;
  const e = (matchRates[key] ??= { rows: 0, withCode: 0, nameMatched: 0 }) as { rows: number; withCode: number; nameMatched: number; rate?: number };
  e.rows++;
  if (r.majorCode) e.withCode++;
  if (m.match !== "none") e.nameMatched++;
}
for (const [k, v] of Object.entries(matchRates)) if (k.startsWith("plans")) (v as { rate: number; nameMatched: number; rows: number }).rate = +((v as { nameMatched: number }).nameMatched / (v as { rows: number }).rows).toFixed(4);
// zj/sd plan requirements are bucketed and mostly blank in the plans file; for zj the official per-major lines of the same year hold them.
const zjReq = new Map<string, { mode: string; subjects: string[]; raw: string | null }>();
for (const r of majorLineRows as Array<{ year: number; universityId: number; majorName: string; subjectMode: string; subjects: string[]; subjectRaw: string | null }>)
  if (r.year === 2025) zjReq.set(`${r.universityId}|${normaliseName(r.majorName).replace(/\(.*$/, "")}`, { mode: r.subjectMode, subjects: r.subjects, raw: r.subjectRaw });
let zjFilled = 0;
for (const p of plans.rows) {
  if (p.scope !== "zj" || p.subjectMode !== "unknown") continue;
  const hit = zjReq.get(`${p.universityId}|${normaliseName(p.majorName).replace(/\(.*$/, "")}`);
  if (!hit) continue;
  p.subjectMode = hit.mode as typeof p.subjectMode;
  p.subjects = hit.subjects;
  p.subjectRaw = `zj/zj_major_lines_2025.csv: ${hit.raw ?? ""}`;
  zjFilled++;
}
report.plans = { ...plans.stats, zjSubjectsFromMajorLines: zjFilled };
report.majorMatchRates = matchRates;

// ---- 三位一体 (programs/zj-sanweiyiti-2026/) ----------------------------------------------------
const trinityDir = "programs/zj-sanweiyiti-2026";
const trinityFiles = { formulas: `${trinityDir}/${TRINITY_FILES.formulas}`, majors: `${trinityDir}/${TRINITY_FILES.majors}`, admission: `${trinityDir}/${TRINITY_FILES.admission}` };
const trinitySource = addSource(
  trinityFiles.formulas,
  "各高校 2026 年“三位一体”综合评价招生章程",
  "MIT (© 2026 yuhao lv, lyhtakeashot/three-one-assistant); facts from each university's 章程",
  null,
  "lyhtakeashot/three-one-assistant live-app/open-data/ @0d4f1e2c (formulas.csv, majors.csv, admission.csv); each school's 章程 linked per row",
);
for (const f of [trinityFiles.majors, trinityFiles.admission]) sourceFiles[f] = createHash("sha256").update(readFileSync(join(DATA, f))).digest("hex").slice(0, 16);
const classNames = new Map(majors.filter((m) => m.classCode && m.className).map((m) => [m.classCode!, m.className!]));
const trinity = importTrinity(
  { formulas: read(trinityFiles.formulas), majors: read(trinityFiles.majors), admission: read(trinityFiles.admission) },
  trinityFiles,
  { scope: "zj", year: 2026, sourceId: trinitySource },
  unis,
  matcher,
  classNames,
);
rejects.push(...trinity.rejects);
// Earlier years' weights from the older compilation, shown per year beside the current 章程.
const trinityHistory: TrinityHistoryRow[] = [];
for (const y of [2023, 2024, 2025]) {
  const file = `programs/special-admissions/zongping-${y}.json`;
  const h = importTrinityHistory(read(file), file, addSource(file, `${y} 年综合评价招生汇编（各校简章整理）`, "no licence stated (SOURCES.md); facts from the schools' 简章", null, "special-admissions compilation; confidence per record; 浙江 = region 33"));
  trinityHistory.push(...h.rows);
  rejects.push(...h.rejects);
}
report.trinity = { ...trinity.report, formulaHistory: trinityHistory.length };

// ---- popularity: how much admission data each school has across scopes ---------------------------
const pop = new Map<number, number>();
for (const r of [...school.rows, ...jxWenli.rows, ...majorLineRows, ...groupLineRows, ...plans.rows] as Array<{ universityId: number }>) pop.set(r.universityId, (pop.get(r.universityId) ?? 0) + 1);
for (const u of unis.rows) u.popularity = pop.get(u.id) ?? 0;

// ---- write ---------------------------------------------------------------------------------------
mkdirSync(SEED_DIR, { recursive: true });
const written: Record<string, { rows: number; bytes: number }> = {};
const put = (table: Parameters<typeof writeSeedTable>[0], rows: Array<Record<string, unknown>>) => {
  const { file, bytes } = writeSeedTable(table, rows);
  written[file.slice(SEED_DIR.length)] = { rows: rows.length, bytes };
};
put(refSources, sources);
put(refScopes, scopeRows);
put(refControlLines, controlLines);
put(refUniversities, unis.rows);
put(refMajors, majors);
put(refRankTables, rankRows);
put(refSchoolLines, [...school.rows, ...jxWenli.rows].map((r, i) => ({ id: i + 1, ...r })));
put(refMajorLines, majorLineRows.map((r, i) => ({ id: i + 1, ...r })));
put(refGroupLines, groupLineRows.map((r, i) => ({ id: i + 1, ...r })));
put(refEnrollmentPlans, plans.rows.map((r, i) => ({ id: i + 1, ...r })));
put(trinitySchools, trinity.schools.map((r, i) => ({ id: i + 1, ...r })));
put(trinityMajors, trinity.majors.map((r, i) => ({ id: i + 1, ...r })));
put(trinityStats, trinity.stats.map((r, i) => ({ id: i + 1, ...r })));
put(trinityFormulaHistory, trinityHistory.map((r, i) => ({ id: i + 1, ...r })));

const version = createHash("sha256").update(JSON.stringify(sourceFiles)).update(JSON.stringify(Object.values(written))).digest("hex").slice(0, 12);
const counts = Object.fromEntries(Object.entries(written).map(([f, w]) => [f.replace(".json.gz", ""), w.rows]));
writeFileSync(join(SEED_DIR, "manifest.json"), JSON.stringify({ version, builtAt: new Date().toISOString(), counts }, null, 2) + "\n");
writeFileSync(
  join(SEED_DIR, "rejects.csv"),
  "file,line,reason\n" + rejects.map((r) => [r.file, r.line, `"${r.reason.replace(/"/g, '""')}"`].join(",")).join("\n") + "\n",
);
const rejectCounts: Record<string, number> = {};
for (const r of rejects) rejectCounts[r.file] = (rejectCounts[r.file] ?? 0) + 1;
writeFileSync(join(SEED_DIR, "provenance.json"), JSON.stringify({ version, sources: sources.map((s) => ({ ...s, sha256_16: sourceFiles[s.file!] })), derived: { pinyin: "server/data/pinyin-chars.json — per-character readings generated with pinyin-pro (MIT)" }, report, rejectCounts, seedFiles: written }, null, 2) + "\n");
writeFileSync(
  join(SEED_DIR, "PROVENANCE.md"),
  [
    `# Reference data seed ${version}`,
    "",
    "Built by `npm run data:build` from `../shared/data`. Every row in the database keeps its `source_id` (→ `ref_sources`: file, source, url, licence); derived figures are flagged (`kind` / `rank_kind`: official, derived, interpolated, estimated). Details and figures: `provenance.json`; every rejected source row with file, line and reason: `rejects.csv`.",
    "",
    "`source` is the name shown to users beside a figure; `origin` says who compiled the file and how it was extracted.",
    "",
    "| id | file | source | origin | licence |",
    "| --- | --- | --- | --- | --- |",
    ...sources.map((s) => `| ${s.id} | ${s.file} | ${s.source}${s.url ? ` (${s.url})` : ""} | ${(s.note ?? "").replace(/\|/g, "/")} | ${s.licence} |`),
    "",
    "Also derived: `server/data/pinyin-chars.json` (school-name pinyin) generated with pinyin-pro (MIT).",
    "",
  ].join("\n"),
);
const total = Object.values(written).reduce((a, w) => a + w.bytes, 0);
console.log(JSON.stringify({ report, rejectCounts }, null, 2));
console.log(`data:build: seed ${version} written to ${SEED_DIR} — ${(total / 1e6).toFixed(2)} MB in ${Object.keys(written).length} tables, ${rejects.length} rejects, ${((Date.now() - started) / 1000).toFixed(1)} s`);

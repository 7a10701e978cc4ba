import { checkEligibility } from "../engine/eligibility";
import { priceUnit, type EngineIndex, type EngineUnit } from "../engine/engine-index";
import { baseMajorName } from "../engine/names";
import { bandOf } from "../engine/probability";
import type { MajorCatalogue, MajorHistoryUnit } from "./zhiyuan.schema";

/** One catalogue row as the repository reads it. */
export interface CatalogueRow {
  code: string;
  name: string;
  disciplineCode: string | null;
  discipline: string | null;
  classCode: string | null;
  className: string | null;
}

/** The catalogue as 门类 → 专业类 → 专业, and the majors whose name contains the keyword. */
export function catalogueTree(rows: CatalogueRow[], keyword?: string): MajorCatalogue {
  const disciplines = new Map<string, MajorCatalogue["disciplines"][number]>();
  for (const r of [...rows].sort((a, b) => a.code.localeCompare(b.code))) {
    if (!r.disciplineCode || !r.classCode) continue;
    let d = disciplines.get(r.disciplineCode);
    if (!d) disciplines.set(r.disciplineCode, (d = { code: r.disciplineCode, name: r.discipline ?? r.disciplineCode, classes: [] }));
    let c = d.classes.find((x) => x.code === r.classCode);
    if (!c) d.classes.push((c = { code: r.classCode, name: r.className ?? r.classCode, majors: [] }));
    c.majors.push({ code: r.code, name: r.name });
  }
  const k = keyword?.trim();
  const matches = k ? rows.filter((r) => r.name.includes(k) || r.code.startsWith(k)).slice(0, 50).map((r) => ({ code: r.code, name: r.name, className: r.className })) : [];
  return { disciplines: [...disciplines.values()], matches };
}

/** Which printed majors are the chosen one: a catalogue code (专业 or 专业类) or a name. */
export function majorMatcher(code: string | undefined, name: string | undefined, catalogue: CatalogueRow[]): { test: (m: { name: string; code: string | null }) => boolean; code: string | null; name: string | null } {
  if (code) {
    const row = catalogue.find((r) => r.code === code);
    const cls = code.length === 4 ? catalogue.find((r) => r.classCode === code) : undefined;
    const label = row?.name ?? cls?.className ?? null;
    const bare = label ? baseMajorName(label) : null;
    // The code where the source matched one; else the printed name without its notes.
    return { code, name: label, test: (m) => (m.code !== null && m.code.startsWith(code)) || (bare !== null && baseMajorName(m.name) === bare) };
  }
  const bare = baseMajorName(name ?? "");
  return { code: null, name: name ?? null, test: (m) => bare !== "" && baseMajorName(m.name).includes(bare) };
}

/** The majors of a unit a family would recognise: a 专业+院校 is its own; a group or school unit lists its plan's. */
export function majorsOf(u: EngineUnit): Array<{ name: string; code: string | null; plan: number | null }> {
  if (u.groupCode !== null || u.majors.length > 0) return u.majors.map((m) => ({ name: m.name, code: m.code, plan: m.plan }));
  return [{ name: u.majorName, code: u.majorCode, plan: u.planCount }];
}

/** One unit of a major lookup: its lines, and the student's chance when a rank is known. */
export function majorUnit(idx: EngineIndex, i: number, matched: MajorHistoryUnit["matchedMajors"], studentRank: number | null, p: Float64Array | null, subjects: string[] | null): MajorHistoryUnit {
  const u = idx.units[i]!;
  const priced = priceUnit(idx, i, studentRank ?? idx.cohort, subjects, p ? p[i]! : undefined);
  const elig = subjects ? checkEligibility(u.requirement, subjects) : { eligible: true, reason: null };
  const prob = p && !Number.isNaN(p[i]!) ? p[i]! : null;
  return {
    unitId: u.unitId,
    majorName: u.majorName,
    majorCode: u.majorCode,
    groupCode: u.groupCode,
    matchedMajors: matched,
    planCount: u.planCount,
    history: priced.explanation.lines.slice(0, 3).map((l) => ({
      year: l.year,
      minScore: l.minScore,
      minRank: l.minRank,
      rankKind: l.rankKind,
      planCount: l.planCount,
      equivalentScore: studentRank === null ? null : l.equivalentScore,
    })),
    basis: u.basis,
    predictedRank: priced.explanation.predictedRank,
    probability: prob === null ? null : Math.round(prob * 1000) / 1000,
    band: prob === null ? null : bandOf(prob),
    eligible: elig.eligible,
    ineligibleReason: elig.reason,
  };
}

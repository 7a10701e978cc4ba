import { baseMajorName, normaliseMajorName } from "../engine/names";
import type { EngineUnit } from "../engine/engine-index";
import type { EnrollQuery } from "./zhiyuan.schema";
import type { SchoolFacts } from "./zhiyuan.repo";

/** Per unit of an engine index: its school's facts, tuition and the text the keyword searches. */
export interface UnitFacts {
  school: SchoolFacts | null;
  tuition: number | null;
  baseName: string;
  haystack: string;
}

export function unitFacts(units: readonly EngineUnit[], schools: Map<number, SchoolFacts>, tuition: Array<{ universityId: number; majorName: string; tuition: number | null }>): UnitFacts[] {
  const byName = new Map<string, number>();
  const byBase = new Map<string, number | null>();
  for (const t of tuition) {
    if (t.tuition === null) continue;
    byName.set(`${t.universityId}|${normaliseMajorName(t.majorName)}`, t.tuition);
    const key = `${t.universityId}|${baseMajorName(t.majorName)}`;
    // A bare name shared by two plan rows with different fees says nothing.
    byBase.set(key, byBase.has(key) && byBase.get(key) !== t.tuition ? null : t.tuition);
  }
  return units.map((u) => {
    const school = schools.get(u.universityId) ?? null;
    if (u.groupCode) {
      // A group: counted as one (its label repeats across schools), searched and priced through its majors.
      const fees = u.majors.map((m) => byName.get(`${u.universityId}|${normaliseMajorName(m.name)}`) ?? null).filter((f): f is number => f !== null);
      const names = u.majors.map((m) => m.name).join(" ");
      return { school, tuition: fees.length > 0 ? Math.max(...fees) : null, baseName: u.unitId, haystack: normaliseMajorName(`${u.schoolName} ${u.majorName} ${names}`).toLowerCase() };
    }
    const baseName = baseMajorName(u.majorName);
    const fee = byName.get(`${u.universityId}|${normaliseMajorName(u.majorName)}`) ?? byBase.get(`${u.universityId}|${baseName}`) ?? null;
    return { school, tuition: fee, baseName, haystack: normaliseMajorName(`${u.schoolName} ${u.majorName}`).toLowerCase() };
  });
}

const anyOf = (wanted: string[] | undefined, value: string | null | undefined) => !wanted || wanted.length === 0 || (value != null && wanted.some((w) => value === w || value.startsWith(w)));

/** The filters of getEnrollWithDyParam other than band and eligibility; null when none is set. */
export function unitFilter(q: EnrollQuery, units: readonly EngineUnit[], facts: readonly UnitFacts[]): ((i: number) => boolean) | null {
  const tags = q.schoolTags ?? [];
  const keyword = q.keyword ? normaliseMajorName(q.keyword).toLowerCase() : "";
  const active =
    [q.schoolProvince, q.schoolCity, q.schoolLevel, q.schoolType, q.majorClass].some((l) => l && l.length > 0) ||
    tags.length > 0 ||
    q.schoolNature !== undefined ||
    q.tuitionMin !== undefined ||
    q.tuitionMax !== undefined ||
    keyword !== "";
  if (!active) return null;
  return (i) => {
    const f = facts[i]!;
    const s = f.school;
    if (!anyOf(q.schoolProvince, s?.province) || !anyOf(q.schoolCity, s?.city) || !anyOf(q.schoolLevel, s?.level) || !anyOf(q.schoolType, s?.type)) return false;
    if (tags.includes("985") && !s?.is985) return false;
    if (tags.includes("211") && !s?.is211) return false;
    if (tags.includes("双一流") && !s?.isDoubleFirstClass) return false;
    if (q.schoolNature !== undefined && (s?.isPublic ?? null) !== (q.schoolNature === "public")) return false;
    if (q.majorClass && q.majorClass.length > 0) {
      const u = units[i]!;
      // A group qualifies when one of its majors does.
      if (u.groupCode ? !u.majors.some((m) => m.code !== null && anyOf(q.majorClass, m.code)) : !anyOf(q.majorClass, u.majorCode)) return false;
    }
    // A tuition range leaves out units whose fee is unknown: a family asking for a cap wants to be sure.
    if (q.tuitionMin !== undefined && (f.tuition === null || f.tuition < q.tuitionMin)) return false;
    if (q.tuitionMax !== undefined && (f.tuition === null || f.tuition > q.tuitionMax)) return false;
    if (keyword && !f.haystack.includes(keyword)) return false;
    return true;
  };
}

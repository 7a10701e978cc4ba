import { adjustOn, chosenMajors } from "./group-majors";
import { DEFAULT_MIN_SAFETIES, DEFAULT_SPLIT, type PlanRules, type Split } from "./plan-rules";
import type { PlanCheck, PlanEntry, PlanFilters, PlanUnitView } from "./plans.schema";

/**
 * The plan's checks, a pure function of the plan, its units (with the student's probabilities),
 * the scope's rules and the student's filters. Blocking checks stop a save; warnings are saved
 * and shown. Every message is a plain Chinese sentence naming the entries (1-based, as printed).
 */
export const ALMOST_SURE = 0.98;
const SAFE = 0.93;
/** A 院校专业组 whose P is below this is "risky" for 服从调剂. */
const RISKY_GROUP = 0.75;
/** The gradient warns when a band's share is this many points away from the recommended split. */
const GRADIENT_TOLERANCE = 15;
/** The gradient is judged only once the plan has this many entries. */
const GRADIENT_MIN_ENTRIES = 10;

const pos = (i: number) => `第 ${i + 1} 个志愿`;
/** Positions for "第 … 个志愿": a long list is cut to five and counted ("第 1、2、3、4、5 等 31 个志愿"). */
const list = (ix: number[]) => (ix.length <= 5 ? ix.map((i) => i + 1).join("、") : `${ix.slice(0, 5).map((i) => i + 1).join("、")} 等 ${ix.length}`);
const pct = (p: number) => `${Math.round(p * 100)}%`;
const nameOf = (u: PlanUnitView) => `${u.universityName} ${u.majorName}`;
const groupName = (u: PlanUnitView) => (u.groupCode ? `${u.universityName} 第${u.groupCode}组` : nameOf(u));

/** An entry that is not in the plan's batch but in another one of the scope (a 本科 group in a 专科批 plan). */
export interface Misplaced {
  /** The batch the entry belongs to, and the plan's. */
  batch: string;
  planBatch: string;
  unit: PlanUnitView;
}

export function checkPlan(entries: PlanEntry[], units: Array<PlanUnitView | null>, rules: PlanRules, filters: PlanFilters = {}, misplaced: Array<Misplaced | null> = []): PlanCheck[] {
  const out: PlanCheck[] = [];
  const noun = rules.unit === "group" ? "院校专业组" : "专业+院校";

  // Blocking: slot limit.
  if (entries.length > rules.slots) {
    out.push({ code: "slots", level: "block", entries: entries.map((_, i) => i).slice(rules.slots), message: `本段最多可填 ${rules.slots} 个${noun}志愿，现在有 ${entries.length} 个，请删去 ${entries.length - rules.slots} 个` });
  }
  // Blocking: duplicates.
  const firstAt = new Map<string, number>();
  entries.forEach((e, i) => {
    const first = firstAt.get(e.unitId);
    if (first === undefined) firstAt.set(e.unitId, i);
    else {
      const u = units[i];
      out.push({ code: "duplicate", level: "block", entries: [first, i], message: `${pos(i)}与${pos(first)}重复${u ? `（${nameOf(u)}）` : ""}，同一${noun}只能填一次` });
    }
  });
  // Blocking: not in this year's plan; subject eligibility.
  entries.forEach((e, i) => {
    const u = units[i];
    const m = misplaced[i];
    if (!u && m) out.push({ code: "wrongBatch", level: "block", entries: [i], message: `${pos(i)}（${groupName(m.unit)}）是${m.batch}的${noun}，不能填入${m.planBatch}志愿，请删除或替换` });
    else if (!u) out.push({ code: "notInPlan", level: "block", entries: [i], message: `${pos(i)}今年没有招生计划（可能已停招或改名），请删除或替换` });
    else if (!u.eligible) out.push({ code: "ineligible", level: "block", entries: [i], message: `${pos(i)}（${nameOf(u)}）选考科目不符：${u.ineligibleReason ?? "不符合选科要求"}，填了也会被退档` });
  });
  // Group scopes: the chosen majors.
  if (rules.unit === "group") {
    const noMajors: number[] = [];
    const noMajorsNoAdjust: number[] = [];
    entries.forEach((e, i) => {
      const u = units[i];
      const chosen = e.majors ?? [];
      if (chosen.length > rules.majorsPerGroup) out.push({ code: "groupMajors", level: "block", entries: [i], message: `${pos(i)}选了 ${chosen.length} 个专业，每个专业组最多 ${rules.majorsPerGroup} 个，请去掉 ${chosen.length - rules.majorsPerGroup} 个` });
      if (new Set(chosen).size !== chosen.length) out.push({ code: "groupMajors", level: "block", entries: [i], message: `${pos(i)}的专业有重复` });
      if (!u?.majors) return;
      const picked = chosenMajors(u.majors, chosen);
      const unknown = picked.filter((m) => !m.major).map((m) => m.key);
      if (unknown.length > 0) out.push({ code: "groupMajors", level: "block", entries: [i], message: `${pos(i)}的专业“${unknown.join("、")}”不在该专业组今年的招生计划中` });
      const bad = picked.filter((m) => m.major && !m.major.eligible);
      if (bad.length > 0) out.push({ code: "ineligible", level: "block", entries: [i], message: `${pos(i)}的专业“${bad.map((m) => m.key).join("、")}”选考科目不符${bad[0]!.major!.ineligibleReason ? `（${bad[0]!.major!.ineligibleReason}）` : ""}，填了也不会被录取到该专业` });
      // A group with a published plan and no major chosen admits only through 调剂 — or not at all.
      if (chosen.length === 0 && u.majors.length > 0 && u.eligible) (adjustOn(e) ? noMajors : noMajorsNoAdjust).push(i);
    });
    // One sentence per kind, not one per group: a fresh plan has dozens.
    if (noMajors.length > 0) out.push({ code: "groupMajors", level: "warn", entries: noMajors, message: `第 ${list(noMajors)} 个志愿还没有选专业：投档后只能由学校调剂专业，建议每组按意愿选 1–${rules.majorsPerGroup} 个` });
    if (noMajorsNoAdjust.length > 0) out.push({ code: "groupMajors", level: "warn", entries: noMajorsNoAdjust, message: `第 ${list(noMajorsNoAdjust)} 个志愿没有选专业又不服从调剂：投档后会被退档，请选专业或勾选服从调剂` });
  }

  // Warnings: order. An entry after one that almost surely admits is (almost) never reached.
  const p = units.map((u) => (u && u.eligible ? (u.probability ?? 0) : 0));
  const sureAt = p.findIndex((v) => v >= ALMOST_SURE);
  if (sureAt >= 0 && sureAt < entries.length - 1) {
    const after = entries.map((_, i) => i).filter((i) => i > sureAt);
    out.push({
      code: "unreachable",
      level: "warn",
      entries: after,
      message: `${pos(sureAt)}的录取概率约 ${pct(p[sureAt]!)}，几乎一定会被它录取；排在它后面的第 ${list(after)} 个志愿基本不会被投档到。想去的志愿应放在它前面`,
    });
  }
  // A 冲 entry placed after a 保/垫 one: it is reached only when the safer one fails, when it fails too.
  const inverted: number[] = [];
  let safestBefore = -1;
  p.forEach((v, i) => {
    if (safestBefore >= 0 && p[safestBefore]! >= 0.75 && v < 0.4 && units[i] && i > safestBefore && (sureAt < 0 || i <= sureAt)) inverted.push(i);
    if (safestBefore < 0 || v > p[safestBefore]!) safestBefore = i;
  });
  if (inverted.length > 0) {
    out.push({ code: "order", level: "warn", entries: inverted, message: `第 ${list(inverted)} 个志愿是“冲”的志愿，却排在录取把握更大的志愿后面：平行志愿按顺序投档，前面的稳妥志愿录取了就轮不到它。应把冲的志愿排在前面` });
  }

  // Gradient against the recommended (adjustable) split.
  const priced = units.filter((u): u is PlanUnitView => !!u && u.probability !== null);
  if (entries.length >= GRADIENT_MIN_ENTRIES && priced.length > 0) {
    const split: Split = filters.split ?? DEFAULT_SPLIT;
    const total = split.radical + split.steady + split.conservative + split.bottom || 100;
    const counts = { radical: 0, steady: 0, conservative: 0, bottom: 0 };
    for (const u of priced) counts[u.band === "gamble" || u.band === "radical" ? "radical" : (u.band ?? "radical")]++;
    const words = { radical: "冲", steady: "稳", conservative: "保", bottom: "垫" } as const;
    const off = (Object.keys(counts) as Array<keyof typeof counts>).filter((k) => Math.abs((counts[k] / priced.length) * 100 - (split[k] / total) * 100) > GRADIENT_TOLERANCE);
    if (off.length > 0) {
      const now = (Object.keys(counts) as Array<keyof typeof counts>).map((k) => `${words[k]} ${Math.round((counts[k] / priced.length) * 100)}%`).join(" / ");
      const want = (Object.keys(counts) as Array<keyof typeof counts>).map((k) => `${words[k]} ${Math.round((split[k] / total) * 100)}%`).join(" / ");
      out.push({ code: "gradient", level: "warn", entries: [], message: `梯度不合理：现在是 ${now}，建议 ${want}（可调整）。${off.map((k) => words[k]).join("、")}的比例偏差较大` });
    }
  }
  // Too few safeties.
  const minSafe = filters.minSafeties ?? DEFAULT_MIN_SAFETIES;
  const safeties = p.filter((v) => v >= SAFE).length;
  if (entries.length > 0 && safeties < minSafe) {
    out.push({ code: "safeties", level: "warn", entries: [], message: `⚠ 保底不足：录取概率 93% 以上的“垫”志愿只有 ${safeties} 个，建议至少 ${minSafe} 个，否则有滑档风险` });
  }
  // 服从调剂 off in a risky group.
  if (rules.unit === "group" && rules.adjust) {
    entries.forEach((e, i) => {
      const u = units[i];
      if (!u || adjustOn(e)) return;
      if ((u.probability ?? 0) < RISKY_GROUP) {
        out.push({ code: "adjust", level: "warn", entries: [i], message: `${pos(i)}（${groupName(u)}）录取把握不大（约 ${pct(u.probability ?? 0)}），又没有勾选服从调剂：投档后所选专业都录不上时会被退档，建议勾选服从调剂` });
      }
    });
  }
  // Outside the student's own filters.
  const tooDear: number[] = [];
  const elsewhere: number[] = [];
  units.forEach((u, i) => {
    if (!u) return;
    if (filters.tuitionMax != null && u.tuition !== null && u.tuition > filters.tuitionMax) tooDear.push(i);
    if (filters.provinces && filters.provinces.length > 0 && u.school.province && !filters.provinces.some((pv) => u.school.province!.startsWith(pv))) elsewhere.push(i);
  });
  if (tooDear.length > 0) out.push({ code: "tuition", level: "warn", entries: tooDear, message: `第 ${list(tooDear)} 个志愿的学费高于你设定的上限 ${filters.tuitionMax!.toLocaleString("en-US")} 元/年` });
  if (elsewhere.length > 0) out.push({ code: "location", level: "warn", entries: elsewhere, message: `第 ${list(elsewhere)} 个志愿的院校不在你选的地区（${filters.provinces!.join("、")}）` });
  return out;
}

export const blockingCount = (checks: PlanCheck[]) => checks.filter((c) => c.level === "block").length;

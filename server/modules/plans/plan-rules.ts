import type { Scope } from "../scope/scopes";
import type { BATCH_NAMES } from "../zhiyuan/zhiyuan.schema";

type BatchName = (typeof BATCH_NAMES)[number];

/**
 * How a scope's application plan is built in 2026 (from ../shared/data/rules/zhiyuan-rules-2026.json;
 * plan-rules.test.ts checks these against the file): the unit a slot holds, how many slots each 段 or
 * batch has, and for 院校专业组 scopes how many majors a group may list and whether 服从调剂 exists.
 */
export interface PlanRules {
  /** major: 专业+院校 (one unit per slot); group: 院校专业组 with up to `majorsPerGroup` majors and 服从调剂. */
  unit: "major" | "group";
  slots: number;
  majorsPerGroup: number;
  adjust: boolean;
  /** `{type}` of the filling routes → the 段 or batch it names. */
  types: Record<string, string>;
}

const GROUP = (types: Record<string, string>): PlanRules => ({ unit: "group", slots: 45, majorsPerGroup: 6, adjust: true, types });

export const PLAN_RULES: Record<Scope, PlanRules> = {
  zj: { unit: "major", slots: 80, majorsPerGroup: 0, adjust: false, types: { "1": "一段", "2": "二段" } },
  sd: { unit: "major", slots: 96, majorsPerGroup: 0, adjust: false, types: { "1": "常规批" } },
  gd: GROUP({ "1": "本科批", "2": "专科批" }),
  hb: GROUP({ "1": "本科批" }),
  ah: GROUP({ "1": "本科批" }),
  jx: GROUP({ "1": "本科批" }),
};

/** The province's name in the rules file. */
export const RULES_PROVINCE: Record<Scope, string> = { zj: "浙江", sd: "山东", gd: "广东", hb: "湖北", ah: "安徽", jx: "江西" };

export function rulesOf(scope: Scope): PlanRules {
  return PLAN_RULES[scope];
}

export function isPlanType(scope: Scope, type: string): boolean {
  return Object.hasOwn(PLAN_RULES[scope].types, type);
}

/**
 * The batch a `{type}` fills in a 院校专业组 scope: its candidates are that batch's groups, priced
 * from that batch's lines. None for zj and sd, whose 段 the engine tells apart by score.
 */
export function batchOfType(scope: Scope, type: string): BatchName | undefined {
  const rules = PLAN_RULES[scope];
  // A group scope's types are named by their batches (GROUP above).
  return rules.unit === "group" ? (rules.types[type] as BatchName | undefined) : undefined;
}

/** The recommended share of 冲 (搏 counted with 冲) / 稳 / 保 / 垫 entries, in %; the student may change it. */
export const DEFAULT_SPLIT = { radical: 25, steady: 40, conservative: 25, bottom: 10 } as const;
export type Split = { radical: number; steady: number; conservative: number; bottom: number };
/** Fewer entries than this with P ≥ 0.93 warn loudly. */
export const DEFAULT_MIN_SAFETIES = 3;

import { z } from "zod";
import type { refUniversities } from "#server/db/schema/reference";
import { parseCsv } from "../csv";
import { normaliseName, validateRow, type Reject } from "./common";
import { toPinyin } from "../pinyin";

export type UniversityRow = typeof refUniversities.$inferInsert & { id: number; aliases: string[] };

/** The 39 universities of Project 985; the source lets branch campuses inherit the flag. */
export const PROJECT_985 = new Set(
  "清华大学 北京大学 中国人民大学 北京航空航天大学 北京理工大学 中国农业大学 北京师范大学 中央民族大学 南开大学 天津大学 大连理工大学 东北大学 吉林大学 哈尔滨工业大学 复旦大学 同济大学 上海交通大学 华东师范大学 南京大学 东南大学 浙江大学 中国科学技术大学 厦门大学 山东大学 中国海洋大学 武汉大学 华中科技大学 湖南大学 中南大学 中山大学 华南理工大学 四川大学 电子科技大学 重庆大学 西安交通大学 西北工业大学 兰州大学 国防科技大学 西北农林科技大学".split(
    " ",
  ),
);

const bool = z.enum(["true", "false"]).transform((v) => v === "true");
const UniversityCsvSchema = z.object({
  id: z.coerce.number().int().positive(),
  zs_code: z.string(),
  name: z.string().min(2),
  province: z.string(),
  city: z.string(),
  level: z.string(),
  type: z.string(),
  nature: z.string(),
  belong: z.string(),
  is_985: bool,
  is_211: bool,
  is_double_first_class: bool,
});

const MoeCsvSchema = z.object({
  学校名称: z.string().min(2),
  学校标识码: z.string().regex(/^\d{10}$/),
  主管部门: z.string(),
  所在地: z.string(),
  办学层次: z.string(),
  备注: z.string(),
});

/** Synthetic ids for institutions the gaokao.cn index lacks start here. */
export const EXTRA_ID_BASE = 900000;

export interface UniversityImport {
  rows: UniversityRow[];
  rejects: Reject[];
  stats: Record<string, number>;
}

const level = (s: string) => (s.includes("专科") ? "专科" : s ? "本科" : null);

export function importUniversities(uniText: string, moeText: string, files: { uni: string; moe: string }, sources: { uni: number; moe: number }): UniversityImport {
  const rejects: Reject[] = [];
  const rows: UniversityRow[] = [];
  const seen = new Set<string>();
  for (const rec of parseCsv(uniText).records) {
    const r = validateRow(UniversityCsvSchema, rec, files.uni, rejects);
    if (!r) continue;
    const name = r.name.trim();
    if (seen.has(name)) {
      rejects.push({ file: files.uni, line: rec.line, reason: `duplicate name ${name}` });
      continue;
    }
    seen.add(name);
    rows.push({
      id: r.id,
      zsCode: /^\d{5}$/.test(r.zs_code) && r.zs_code !== "99999" ? r.zs_code : null,
      moeCode: null,
      name,
      aliases: [],
      province: r.province || null,
      city: r.city || null,
      level: level(r.level),
      type: r.type || null,
      nature: r.nature || null,
      isPublic: r.nature ? r.nature === "公办" : null,
      belong: r.belong || null,
      is985: r.is_985,
      is211: r.is_211,
      isDoubleFirstClass: r.is_double_first_class,
      isBranch: false,
      sourceId: sources.uni,
    });
  }
  // Branches: a flagged row whose name extends another flagged row's name (山东大学（威海）, 复旦大学上海医学院).
  const flaggedNames = rows.filter((u) => u.is985 || u.is211 || u.isDoubleFirstClass).map((u) => u.name);
  const separateUniversity = /^(中国石油大学|中国矿业大学|中国地质大学|华北电力大学)（[^）]+）$/;
  let branches = 0;
  for (const u of rows) {
    if (!(u.is985 || u.is211 || u.isDoubleFirstClass) || separateUniversity.test(u.name)) continue;
    if (flaggedNames.some((n) => n !== u.name && u.name.startsWith(n))) {
      u.isBranch = true;
      u.is211 = false;
      u.isDoubleFirstClass = false;
      branches++;
    }
  }
  for (const u of rows) u.is985 = PROJECT_985.has(u.name.replace(/^中国人民解放军/, ""));

  // The MoE list: fill identifiers and supervising departments, keep its name as an alias, add what is missing.
  const byCode = new Map(rows.filter((u) => u.zsCode).map((u) => [u.zsCode!, u]));
  const byName = new Map(rows.map((u) => [normaliseName(u.name), u]));
  let province = "";
  let matched = 0;
  let added = 0;
  const missing: UniversityRow[] = [];
  for (const rec of parseCsv(moeText).records) {
    const heading = /^(.+?)（\d+所）$/.exec(rec.values["序号"] ?? "");
    if (heading) {
      province = heading[1]!.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, "");
      continue;
    }
    const m = validateRow(MoeCsvSchema, rec, files.moe, rejects);
    if (!m) continue;
    const code = m.学校标识码.slice(-5);
    const u = byName.get(normaliseName(m.学校名称)) ?? byCode.get(code);
    if (u) {
      matched++;
      u.moeCode = m.学校标识码;
      u.zsCode ??= code;
      u.belong ??= m.主管部门 || null;
      if (normaliseName(u.name) !== normaliseName(m.学校名称) && !u.aliases.includes(m.学校名称)) u.aliases.push(m.学校名称);
      continue;
    }
    added++;
    missing.push({
      id: 0,
      zsCode: code,
      moeCode: m.学校标识码,
      name: m.学校名称,
      aliases: [],
      province,
      city: m.所在地 || null,
      level: level(m.办学层次),
      type: null,
      nature: m.备注.includes("民办") ? "民办" : m.备注.includes("合作") ? "中外合作办学" : "公办",
      isPublic: !m.备注.includes("民办") && !m.备注.includes("合作"),
      belong: m.主管部门 || null,
      is985: false,
      is211: false,
      isDoubleFirstClass: false,
      isBranch: false,
      sourceId: sources.moe,
    });
  }
  missing.sort((a, b) => a.moeCode!.localeCompare(b.moeCode!)).forEach((u, i) => rows.push({ ...u, id: EXTRA_ID_BASE + i + 1 }));
  for (const u of rows) Object.assign(u, toPinyin(u.name));
  return { rows, rejects, stats: { fromIndex: rows.length - added, moeMatched: matched, moeAdded: added, branches, is985: rows.filter((u) => u.is985).length } };
}

/** Printed names the exam authority uses for campuses the index lists under another name. */
const KNOWN_ALIASES: Record<string, string> = {
  复旦大学医学院: "复旦大学上海医学院",
  山东大学威海分校: "山东大学（威海）",
  北京航空航天大学中法航空学院: "北京航空航天大学",
};

/** Finds the university a printed school name means: exact, alias, then without the 民办/独立学院 brackets. */
export class UniversityIndex {
  private byName = new Map<string, UniversityRow>();
  private byId = new Map<number, UniversityRow>();
  constructor(readonly rows: UniversityRow[]) {
    for (const u of rows) {
      this.byId.set(u.id, u);
      for (const n of [u.name, ...u.aliases]) if (!this.byName.has(normaliseName(n))) this.byName.set(normaliseName(n), u);
    }
  }
  get(id: number): UniversityRow | undefined {
    return this.byId.get(id);
  }
  addAlias(u: UniversityRow, alias: string): void {
    if (normaliseName(alias) === normaliseName(u.name) || u.aliases.includes(alias)) return;
    u.aliases.push(alias);
    this.byName.set(normaliseName(alias), u);
  }
  find(printed: string): UniversityRow | undefined {
    const n = normaliseName(printed);
    const direct = this.byName.get(n);
    if (direct) return direct;
    const stripped = n.replace(/\((民办学校|民办|独立学院|公办|中外合作办学|内地与港澳台地区合作办学)\)/g, "");
    const hit = this.byName.get(stripped) ?? this.byName.get(stripped.replace(/\(/g, "（").replace(/\)/g, "）"));
    if (hit) return hit;
    const known = KNOWN_ALIASES[stripped];
    if (known) return this.byName.get(normaliseName(known));
    // A campus or teaching site printed as "西南大学(荣昌校区)" belongs to the university before the bracket.
    const parent = stripped.replace(/\(.*$/, "");
    return parent !== stripped ? this.byName.get(parent) : undefined;
  }
  /** Adds an institution only a line file names, so every line points at a university. */
  addStub(name: string, extra: Partial<UniversityRow>, sourceId: number): UniversityRow {
    const id = Math.max(EXTRA_ID_BASE, ...this.rows.map((u) => u.id)) + 1;
    const clean = normaliseName(name).replace(/\((民办学校|独立学院)\)/g, "");
    const row: UniversityRow = {
      id,
      zsCode: null,
      moeCode: null,
      name: clean,
      aliases: clean !== name ? [name] : [],
      province: extra.province ?? null,
      city: extra.city ?? null,
      level: extra.level ?? null,
      type: null,
      nature: name.includes("民办") ? "民办" : null,
      isPublic: name.includes("民办") ? false : null,
      belong: null,
      is985: false,
      is211: false,
      isDoubleFirstClass: false,
      isBranch: false,
      sourceId,
      ...toPinyin(clean),
    };
    this.rows.push(row);
    this.byId.set(id, row);
    this.byName.set(normaliseName(name), row);
    this.byName.set(clean, row);
    return row;
  }
}

import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESCRIPTIONS_DIR, loadMajorDescriptions, readDescriptionFiles } from "#server/data/major-descriptions";
import type { TestApi } from "#tests/helpers/api";
import { startSeededTestApi } from "#tests/helpers/reference";
import { sourceRows } from "#tests/helpers/source-data";

let api: TestApi;
beforeAll(async () => {
  api = await startSeededTestApi();
  await loadMajorDescriptions(api.database.db);
}, 180_000);
afterAll(async () => {
  await api?.close();
});

const NCEE = "/yc-gk-info/rest/ncee";
const get = (path: string, province = "zj") => api.call(`${NCEE}/${path}`, { province });
// Expected texts come from whichever description file holds the major; majors "without a description" are found, not assumed.
const descriptions = readDescriptionFiles(DESCRIPTIONS_DIR);
const example = (code: string) => {
  const entry = descriptions.find((e) => e.code === code);
  if (!entry) throw new Error(`no description file describes ${code}`);
  return entry;
};
/** Spec §3: one whitespace-separated string; spaces inside an item are dropped. */
const joined = (items: string[]) => items.map((x) => x.replace(/\s+/g, "")).join(" ");
const undergraduate = () => sourceRows("majors/undergraduate_catalogue_2025.csv").map((r) => ({ code: r["专业代码"]!, name: r["专业名称"]! }));
/** 本科 majors no file describes, whose name no other level uses. */
const undescribed = () => {
  const described = new Set(descriptions.map((e) => e.code));
  const vocational = new Set(sourceRows("majors/vocational_catalogue_2021.csv").map((r) => r.majorName));
  return undergraduate().filter((m) => /^\d{6}$/.test(m.code) && !described.has(m.code) && !vocational.has(m.name));
};

describe("GET query_major_catalogue", () => {
  it("answers the 本科 catalogue as 门类 → 专业类 → 专业 with degree, duration and this scope's offerer counts", async () => {
    const res = await get("query_major_catalogue?level=本科");
    expect(res.status).toBe(200);
    const catalogue = sourceRows("majors/undergraduate_catalogue_2025.csv");
    const data = res.body.data;
    // The source merges 040104 and 040105 into one row: the importer splits it, one major more.
    expect(data.total).toBe(catalogue.length + 1);
    const engineering = data.disciplines.find((d: { name: string }) => d.name === "工学");
    const computing = engineering.classes.find((c: { name: string }) => c.name === "计算机类");
    const cs = computing.majors.find((m: { code: string }) => m.code === "080901");
    expect(cs).toMatchObject({ name: "计算机科学与技术", degree: "工学或理学", durationYears: 4, described: true });
    // zj's 2025 lines alone list far more than 100 universities offering it.
    const zj2025 = new Set(sourceRows("zj/zj_major_lines_2025.csv").filter((r) => r.major_name.trim() === "计算机科学与技术").map((r) => r.college_code));
    expect(cs.universityCount).toBeGreaterThanOrEqual(zj2025.size * 0.9);
    expect(data.coverage.lineYears).toEqual([2025, 2024, 2023]);
  });

  it("searches the 专科 catalogue by name and by code prefix", async () => {
    const byName = (await get("query_major_catalogue?level=专科&keyword=护理")).body.data;
    const codes = byName.disciplines.flatMap((d: any) => d.classes.flatMap((c: any) => c.majors.map((m: any) => m.code)));
    expect(codes).toContain("520201");
    const byCode = (await get("query_major_catalogue?level=本科&keyword=0809")).body.data;
    const all = byCode.disciplines.flatMap((d: any) => d.classes.flatMap((c: any) => c.majors));
    expect(all.length).toBe(sourceRows("majors/undergraduate_catalogue_2025.csv").filter((r) => r["专业代码"].startsWith("0809")).length);
    expect(all.every((m: { code: string }) => m.code.startsWith("0809"))).toBe(true);
    const none = (await get("query_major_catalogue?level=本科&keyword=不存在的专业名")).body.data;
    expect(none).toMatchObject({ total: 0, disciplines: [] });
  });

  it("lists one class by name", async () => {
    const data = (await get(`query_major_catalogue?level=本科&className=${encodeURIComponent("计算机类")}`)).body.data;
    const expected = sourceRows("majors/undergraduate_catalogue_2025.csv").filter((r) => r["专业类"] === "计算机类").length;
    expect(data.total).toBe(expected);
  });

  it("refuses a bad level, an over-long keyword and a missing province with Chinese messages", async () => {
    const level = await get("query_major_catalogue?level=研究生");
    expect(level.status).toBe(400);
    expect(level.body.msg).toBe("层次只能是本科、专科或职教本科");
    const long = await get(`query_major_catalogue?keyword=${"很".repeat(30)}`);
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe("关键词最多 20 个字");
    expect((await get("query_major_catalogue", "xx")).status).toBe(400);
  });
});

describe("query_major_job_by_name (+ /v2, /v3) and query_major_jobs_by_name", () => {
  it("answers major_course and job_position as whitespace-separated lists from the site's description", async () => {
    const res = await get(`query_major_job_by_name?name=${encodeURIComponent("计算机科学与技术")}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      major_name: "计算机科学与技术",
      major_code: "080901",
      level: "本科",
      major_job: { major_course: joined(example("080901").courses) },
    });
    expect(res.body.data.major_job.job_position.split(/\s+/)).toEqual(example("080901").careers.map((c) => c.replace(/\s+/g, "")));
  });

  it("takes a name several levels share at the level asked, else 本科 first", async () => {
    const zhuan = (await get(`query_major_job_by_name?name=${encodeURIComponent("临床医学")}&level=专科`)).body.data;
    expect(zhuan).toMatchObject({ major_code: "520101K", level: "专科", major_job: { major_course: null, job_position: null } });
    const ben = (await get(`query_major_job_by_name?name=${encodeURIComponent("临床医学")}`)).body.data;
    expect(ben).toMatchObject({ major_code: "100201K", level: "本科" });
  });

  it("answers null lists for a major without a description, and 404 for an unknown name", async () => {
    const [m] = undescribed();
    const plain = await get(`query_major_job_by_name?name=${encodeURIComponent(m!.name)}`);
    expect(plain.body.data).toMatchObject({ major_code: m!.code, major_job: { major_course: null, job_position: null } });
    const unknown = await get(`query_major_job_by_name?name=${encodeURIComponent("不存在的专业")}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errCode: 404, msg: "未找到该专业" });
    const empty = await get("query_major_job_by_name?name=");
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe("请输入专业名称");
  });

  it("v2 takes the catalogue code and adds the intro; v3 adds the whole description and the catalogue facts", async () => {
    const v2 = (await get("query_major_job_by_name/v2?code=520201")).body.data;
    expect(v2).toMatchObject({ major_name: "护理", level: "专科", major_job: { major_course: joined(example("520201").courses) } });
    expect(v2.intro).toBe(example("520201").intro);
    const v3 = (await get("query_major_job_by_name/v3?code=100201k")).body.data;
    expect(v3).toMatchObject({ major_code: "100201K", description: { author: "本站编写", date: example("100201K").date }, catalogue: { className: "临床医学类", durationYears: 4 } });
    // The catalogue's note names a degree other than the 门类's: 护理学 is 医学 but grants 理学.
    const nursing = sourceRows("majors/undergraduate_catalogue_2025.csv").find((r) => r["专业代码"] === "101101K")!;
    expect(nursing["备注"]).toContain("理学学士学位");
    expect((await get("query_major_job_by_name/v3?code=101101K")).body.data.catalogue.degree).toBe("理学");
    const bad = await get("query_major_job_by_name/v2?code=12ab");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("请输入正确的专业代码");
    expect((await get("query_major_job_by_name/v3?code=999999")).status).toBe(404);
    // The code says 专科; asking it as 本科 finds nothing.
    expect((await get("query_major_job_by_name/v2?code=520201&level=本科")).status).toBe(404);
  });

  it("query_major_jobs_by_name lists majors whose name contains the words, exact names first", async () => {
    const res = await api.call(`${NCEE}/query_major_jobs_by_name`, { method: "POST", body: JSON.stringify({ name: "护理" }) });
    expect(res.status).toBe(200);
    const list = res.body.data.major_name_list as Array<{ code: string; name: string; level: string }>;
    expect(list[0]!.name).toBe("护理");
    expect(list.map((m) => m.code)).toEqual(expect.arrayContaining(["520201", "101101K", "320201"]));
    expect((await get("query_major_jobs_by_name?name=护理&limit=0")).status).toBe(400);
  });
});

/** Every page of the offerers of a major in a scope. */
async function allOfferers(code: string, province = "zj") {
  const first = (await get(`query_university_by_major_job?code=${code}&pageSize=100`, province)).body.data;
  const results = [...first.results];
  for (let page = 2; (page - 1) * 100 < first.total; page++) results.push(...(await get(`query_university_by_major_job?code=${code}&pageSize=100&page=${page}`, province)).body.data.results);
  return { total: first.total as number, results };
}

describe("GET query_university_by_major_job", () => {
  it("lists the zj colleges offering 护理 (专科) with their 2025 lines and plan places as the official file prints them", async () => {
    const { total, results } = await allOfferers("520201");
    expect(results).toHaveLength(total);
    const raw = sourceRows("zj/zj_major_lines_2025.csv");
    const printed = (r: Record<string, string>) => r.major_name.replace(/\s+/g, "");
    // A row prints up to two lines (一段 and 二段 columns); each becomes a line of its own.
    const scoresOf = (r: Record<string, string>) => [r.seg1_min_score, r.seg2_min_score].filter(Boolean).map(Number);
    const lines = results.flatMap((u: any) => u.lines.filter((l: any) => l.year === 2025).map((l: any) => ({ ...l, ucode: u.ucode })));
    // Every line shown is a row of the official file: same college, printed major, score and plan places.
    for (const l of lines) {
      const row = raw.find((r) => r.college_code === l.collegeCode && printed(r) === l.majorName.replace(/\s+/g, "") && scoresOf(r).includes(l.minScore));
      expect(row, `${l.collegeCode} ${l.majorName} ${l.minScore}`).toBeDefined();
      expect(l.planCount).toBe(Number(row!.plan_count));
      expect(l.source.file).toBe("zj/zj_major_lines_2025.csv");
    }
    // Every three-year 护理 the file prints is listed, with its lines (the four-year ones are the 职教本科 major 320201).
    const vocational = raw.filter((r) => printed(r) === "护理" && r.duration === "3");
    expect(vocational.length).toBeGreaterThan(100);
    for (const r of vocational) {
      expect(
        scoresOf(r).every((score) => lines.some((l: any) => l.collegeCode === r.college_code && l.minScore === score && l.planCount === Number(r.plan_count))),
        `${r.college_name} 护理 ${scoresOf(r).join("/")}`,
      ).toBe(true);
    }
    // Best line first.
    const ranks = results.map((u: any) => Math.min(...u.lines.map((l: any) => l.minRank ?? Infinity)));
    expect(ranks.slice(0, 20)).toEqual([...ranks.slice(0, 20)].sort((a, b) => a - b));
  });

  it("gives plans with tuition where the scope has them (gd 计算机科学与技术)", async () => {
    const { results } = await allOfferers("080901", "gd");
    // The importer matches a row without a code by its printed name.
    const raw = sourceRows("plans/major_plans_2025.csv").filter((r) => r.scope === "gd" && (r.major_code === "080901" || (!r.major_code && r.major_name.trim() === "计算机科学与技术")));
    const planned = results.flatMap((u: any) => u.plans);
    expect(planned.length).toBe(raw.length);
    const places = (xs: Array<number | null>) => xs.reduce<number>((s, x) => s + (x ?? 0), 0);
    expect(places(planned.map((p: any) => p.planCount))).toBe(places(raw.map((r) => (r.plan_count ? Number(r.plan_count) : null))));
    expect(planned[0]).toMatchObject({ year: 2025, source: { file: "plans/major_plans_2025.csv" } });
  });

  it("pages, and refuses bad paging with Chinese messages", async () => {
    const page2 = (await get("query_university_by_major_job?code=520201&page=2&pageSize=10")).body.data;
    expect(page2).toMatchObject({ page: 2, pageSize: 10 });
    expect(page2.results).toHaveLength(10);
    const bad = await get("query_university_by_major_job?code=520201&pageSize=500");
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe("每页条数须为 1 到 100 的整数");
    expect((await get("query_university_by_major_job?code=520201", "xx")).status).toBe(400);
  });
});

describe("GET query_major_detail", () => {
  it("answers the catalogue facts, the description, requirement shares in the scope and related majors", async () => {
    const data = (await get("query_major_detail?code=080901")).body.data;
    expect(data.major).toMatchObject({ code: "080901", className: "计算机类", described: true });
    expect(data.description.courses).toEqual(example("080901").courses);
    expect(data.related.map((m: { code: string }) => m.code)).toContain("080902");
    expect(data.related.every((m: { classCode: string }) => m.classCode === "0809")).toBe(true);
    // zj: shares come from the 2025 per-major lines; the places add up to the file's places of the lines counted.
    const shares = data.subjectShares;
    expect(shares).toMatchObject({ year: 2025, basis: "lines", sources: [{ file: "zj/zj_major_lines_2025.csv" }] });
    expect(shares.items.reduce((s: number, i: { share: number }) => s + i.share, 0)).toBeCloseTo(1, 6);
    expect(shares.items[0].requirement).toMatch(/物理/);
  });

  it("uses the plans where a scope has no per-major lines (gd), and says when nothing is known", async () => {
    const gd = (await get("query_major_detail?code=080901", "gd")).body.data.subjectShares;
    expect(gd).toMatchObject({ year: 2025, basis: "plans" });
    const raw = sourceRows("plans/major_plans_2025.csv").filter((r) => r.scope === "gd" && (r.major_code === "080901" || (!r.major_code && r.major_name.trim() === "计算机科学与技术")));
    expect(gd.totalPlaces + gd.unknownPlaces).toBe(raw.reduce((s, r) => s + Number(r.plan_count || 0), 0));
    const plain = (await get(`query_major_detail?code=${undescribed()[0]!.code}`)).body.data;
    expect(plain.description).toBeNull();
    expect(plain.major_job).toEqual({ major_course: null, job_position: null });
  });

  it("answers 404 for an unknown code", async () => {
    const res = await get("query_major_detail?code=000000");
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe("未找到该专业");
  });
});

describe("major description files", () => {
  it("every file in the folder is valid and names catalogue majors (the load passes)", async () => {
    const entries = readDescriptionFiles();
    expect(entries.length).toBeGreaterThanOrEqual(3);
    await expect(loadMajorDescriptions(api.database.db)).resolves.toMatchObject({ entries: entries.length });
  });

  it("a bad entry stops the load, naming the file and the code", async () => {
    const dir = mkdtempSync(join(tmpdir(), "descriptions-"));
    const [a, b] = undescribed();
    const good = { code: a!.code, name: a!.name, level: "本科", intro: `${a!.name}的专业介绍：研究对象、基本方法与主要实践环节。`, courses: ["课程一", "课程二", "课程三"], careers: ["方向一"], author: "本站编写", date: "2026-11-27" };
    writeFileSync(join(dir, "a.json"), JSON.stringify([good, { ...good, code: b!.code, name: b!.name, courses: ["只有一门"] }]));
    expect(() => readDescriptionFiles(dir)).toThrow(new RegExp(`a\\.json: entry ${b!.code}: courses`));
    writeFileSync(join(dir, "a.json"), JSON.stringify([{ ...good, name: `${a!.name}X` }]));
    await expect(loadMajorDescriptions(api.database.db, dir)).rejects.toThrow(new RegExp(`a\\.json: entry ${a!.code}: the catalogue names it ${a!.name}`));
    writeFileSync(join(dir, "a.json"), JSON.stringify([good]));
    writeFileSync(join(dir, "b.json"), JSON.stringify([good]));
    expect(() => readDescriptionFiles(dir)).toThrow(new RegExp(`b\\.json: entry ${a!.code}: already described in a\\.json`));
    writeFileSync(join(dir, "b.json"), JSON.stringify([{ ...good, code: b!.code, name: b!.name, intro: `${good.intro}毕业生月薪 8000 元。` }]));
    expect(() => readDescriptionFiles(dir)).toThrow(new RegExp(`b\\.json: entry ${b!.code}: .*薪资`));
  });

  it("a file's entry replaces a row only when it is newer, so an edit made later survives a reload", async () => {
    const dir = mkdtempSync(join(tmpdir(), "descriptions-"));
    const m = undescribed().at(-1)!;
    const entry = { code: m.code, name: m.name, level: "本科", intro: `${m.name}的专业介绍：研究对象、基本方法与主要实践环节。`, courses: ["程序设计", "数据结构", "软件测试"], careers: ["软件开发"], author: "本站编写", date: "2026-11-20" };
    writeFileSync(join(dir, "a.json"), JSON.stringify([entry]));
    expect(await loadMajorDescriptions(api.database.db, dir)).toEqual({ entries: 1, written: 1 });
    writeFileSync(join(dir, "a.json"), JSON.stringify([{ ...entry, intro: `${entry.intro}（旧稿）`, date: "2026-11-01" }]));
    expect(await loadMajorDescriptions(api.database.db, dir)).toEqual({ entries: 1, written: 0 });
    const shown = (await get(`query_major_job_by_name/v2?code=${m.code}`)).body.data;
    expect(shown.intro).toBe(entry.intro);
    expect(shown.major_job.major_course).toBe("程序设计 数据结构 软件测试");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApi } from "#tests/helpers/api";
import { startSeededTestApi } from "#tests/helpers/reference";
import { publishedRank, publishedSchoolMinScore, sourceRows } from "#tests/helpers/source-data";
import { SCOPES } from "../scope/scopes";

let api: TestApi;
beforeAll(async () => {
  api = await startSeededTestApi();
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const NCEE = "/yc-gk-info/rest/ncee";
const post = (path: string, body: unknown, province = "zj") => api.call(`${NCEE}/${path}`, { method: "POST", body: JSON.stringify(body), province });
const ucodeOf = async (name: string) => (await post("get_university_ucode", { name })).body.data.ucode as string;

describe("GET /yc-user/users/score_rank/", () => {
  it("answers rank, count, range, kind and source for the header's scope, without a token", async () => {
    const res = await api.call("/yc-user/users/score_rank/?year=2025&score=490");
    expect(res.status).toBe(200);
    const published = publishedRank("zj", 2025, "combined", 490);
    expect(res.body).toMatchObject({
      errCode: 200,
      data: { scope: "zj", year: 2025, track: "combined", score: 490, rank: published, rankDown: published, interpolated: false, kind: "official", source: { file: "rank_tables/zj-2025-combined.csv" } },
    });
    const { rank, count, rankUp } = res.body.data;
    expect(rankUp).toBe(rank - count + 1);
  });

  it("answers for all six scopes in every year with a table, defaulting to the newest year and main track", async () => {
    for (const province of SCOPES) {
      for (const year of [2024, 2025]) {
        const res = await api.call(`/yc-user/users/score_rank/?year=${year}&score=520`, { province });
        expect(res.status, `${province} ${year}`).toBe(200);
        expect(res.body.data.rank).toBeGreaterThan(0);
      }
      const latest = await api.call("/yc-user/users/score_rank/?score=520", { province });
      expect(latest.body.data.year).toBe(2025);
    }
    const gd = await api.call("/yc-user/users/score_rank/?year=2025&score=436", { province: "gd" });
    expect(gd.body.data).toMatchObject({ track: "physics", rank: publishedRank("gd", 2025, "physics", 436), tracks: expect.arrayContaining(["physics", "history"]) });
  });

  it("flags interpolated and estimated rows", async () => {
    const thin = await api.call("/yc-user/users/score_rank/?year=2024&score=641&track=history", { province: "jx" });
    expect(thin.body.data).toMatchObject({ interpolated: true, kind: "interpolated" });
    const est = await api.call("/yc-user/users/score_rank/?year=2025&score=600&track=history", { province: "gd" });
    expect(est.body.data).toMatchObject({ interpolated: true, kind: "estimated" });
  });

  it("rejects bad input and unknown years in the envelope", async () => {
    expect((await api.call("/yc-user/users/score_rank/?year=2025&score=abc")).status).toBe(400);
    const none = await api.call("/yc-user/users/score_rank/?year=2019&score=500");
    expect(none.status).toBe(404);
    expect(none.body.errCode).toBe(404);
    expect(none.body.msg).toMatch(/一分一段/);
    expect((await api.call("/yc-user/users/score_rank/?score=500", { province: "xx" })).status).toBe(400);
  });
});

describe("query_universities", () => {
  it("lists ≥ 2,800 universities with paging, and finds by name, pinyin and initials", async () => {
    const all = await post("query_universities", { pageSize: 50, page: 2 });
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(2800);
    expect(all.body.data.results).toHaveLength(50);
    for (const keyword of ["浙江大学", "zhejiangdaxue", "zjdx"]) {
      const res = await post("query_universities", { keyword });
      expect(res.body.data.results[0].name, keyword).toBe("浙江大学");
    }
  });

  it("combines filters (province, level, public, 985/211/双一流) and carries the scope's latest line with its source", async () => {
    const res = await post("query_universities", { province: "浙江", level: "本科", isPublic: true, pageSize: 100 });
    const names = res.body.data.results.map((r: { name: string }) => r.name);
    expect(names).toContain("浙江大学");
    expect(res.body.data.results.every((r: { province: string; level: string; isPublic: boolean }) => r.province === "浙江" && r.level === "本科" && r.isPublic)).toBe(true);
    const c985 = await post("query_universities", { is985: true, pageSize: 100 });
    // Project 985 counts 39 universities (the source's flag also marks branch campuses).
    expect(c985.body.data.total).toBe(39);
    const both = await post("query_universities", { is211: true, isDoubleFirstClass: true, city: "杭州" });
    expect(both.body.data.results.map((r: { name: string }) => r.name)).toEqual(["浙江大学"]);
    const zju = both.body.data.results[0];
    expect(zju.latestLine).toMatchObject({ year: 2025, minScore: publishedSchoolMinScore("zj", 2025, "combined", "浙江大学"), rankKind: "derived", source: { file: "school_lines/school_min_scores_2023_2025.csv" } });
  });

  it("sorts by the scope's latest admission rank", async () => {
    const res = await post("query_universities", { sort: "rank", is985: true, pageSize: 10 }, "gd");
    const ranks = res.body.data.results.map((r: { latestLine: { minRank: number } | null }) => r.latestLine?.minRank ?? Infinity);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(res.body.data.results[0].latestLine.track).toBe("physics");
  });

  it("finds what people type: abbreviations, half-width brackets, English names, typos", async () => {
    const first = async (keyword: string, extra: Record<string, unknown> = {}) => {
      const res = await post("query_universities", { keyword, ...extra });
      expect(res.status, keyword).toBe(200);
      return res.body.data.results[0]?.name as string | undefined;
    };
    expect(await first("浙大")).toBe("浙江大学");
    expect(await first("北大")).toBe("北京大学");
    expect(await first("哈工大")).toBe("哈尔滨工业大学");
    expect(await first("华北电力大学(保定)")).toBe("华北电力大学（保定）");
    expect(await first("Zhejiang University")).toBe("浙江大学");
    expect(await first("哈尔宾工业大学")).toBe("哈尔滨工业大学");
    expect(await first("zhejaingdaxue")).toBe("浙江大学");
    // Filters narrow what the keyword finds, in the same order.
    const zj = await post("query_universities", { keyword: "师范", province: "浙江", pageSize: 100 });
    const zjNames = zj.body.data.results.map((r: { name: string }) => r.name);
    expect(zjNames).toContain("浙江师范大学");
    expect(zj.body.data.results.every((r: { province: string }) => r.province === "浙江")).toBe(true);
    expect(zj.body.data.total).toBe(zjNames.length);
    expect((await post("query_universities", { keyword: "浙大", level: "专科" })).body.data.results.map((r: { name: string }) => r.name)).not.toContain("浙江大学");
  });

  it("refuses nonsense filters", async () => {
    expect((await post("query_universities", { level: "博士" })).status).toBe(400);
    expect((await post("query_universities", { pageSize: 1000 })).status).toBe(400);
    const long = await post("query_universities", { keyword: "大".repeat(41) });
    expect(long.status).toBe(400);
    expect(long.body.msg).toBe("关键词最多 40 个字");
  });
});

describe("suggest_universities", () => {
  it("answers a few small rows for a typing ComboBox, with what the keyword matched", async () => {
    const res = await api.call(`${NCEE}/suggest_universities?keyword=${encodeURIComponent("浙大")}&limit=3`);
    expect(res.status).toBe(200);
    expect(res.body.data.keyword).toBe("浙大");
    expect(res.body.data.results).toHaveLength(3);
    expect(res.body.data.results[0]).toEqual({ ucode: await ucodeOf("浙江大学"), name: "浙江大学", province: "浙江", city: "杭州市", level: "本科", matched: "浙大" });
    const english = await post("suggest_universities", { keyword: "Peking University" });
    expect(english.body.data.results[0]).toMatchObject({ name: "北京大学", matched: "Peking University" });
    const vocational = await post("suggest_universities", { keyword: "浙江", level: "专科", limit: 20 });
    expect(vocational.body.data.results.length).toBe(20);
    expect(vocational.body.data.results.every((r: { level: string }) => r.level === "专科")).toBe(true);
  });

  it("refuses a missing keyword or a limit out of range in Chinese", async () => {
    const none = await post("suggest_universities", {});
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ errCode: 400, msg: "请输入院校名称或简称" });
    const blank = await post("suggest_universities", { keyword: "   " });
    expect(blank.body.msg).toBe("请输入院校名称或简称");
    const many = await post("suggest_universities", { keyword: "大学", limit: 500 });
    expect(many.status).toBe(400);
    expect(many.body.msg).toBe("条数须为 1 到 20 的整数");
  });
});

describe("university details", () => {
  it("resolves ucodes by name or alias and answers the university's info", async () => {
    const ucode = await ucodeOf("浙江大学");
    const info = await api.call(`${NCEE}/get_university_by_ucode?ucode=${ucode}`);
    expect(info.body.data.university_info).toMatchObject({ ucode, name: "浙江大学", is985: true, moeCode: "4133010335", province: "浙江", source: { file: "universities/universities.csv" } });
    // The MoE list's older name resolves to the renamed university.
    expect(await ucodeOf("湖州师范学院")).toBe(await ucodeOf("湖州师范大学"));
    // Abbreviations and bracket widths resolve too; a near spelling is a guess, not an id.
    expect(await ucodeOf("浙大")).toBe(ucode);
    expect(await ucodeOf("华北电力大学(保定)")).toBe(await ucodeOf("华北电力大学（保定）"));
    expect((await post("get_university_ucode", { name: "浙江大雪" })).status).toBe(404);
    expect((await post("get_university_ucode", { name: "不存在的学院名字" })).status).toBe(404);
    expect((await api.call(`${NCEE}/get_university_by_ucode?ucode=999999999`)).status).toBe(404);
  });

  it("answers the institution code of the request's scope as its data prints it, and the national code apart", async () => {
    const ucode = await ucodeOf("浙江大学");
    const national = sourceRows("universities/universities.csv").find((r) => r.name === "浙江大学")!.zs_code;
    const zjRow = sourceRows("zj/zj_major_lines_2025.csv").find((r) => r.college_name === "浙江大学")!;
    const zj = (await api.call(`${NCEE}/get_university_by_ucode?ucode=${ucode}`, { province: "zj" })).body.data.university_info;
    expect(zj).toMatchObject({ zsCode: zjRow.college_code, nationalCode: national, zsCodeFrom: { scope: "zj", year: 2025, source: { file: "zj/zj_major_lines_2025.csv" } } });
    expect(zj.zsCode).toMatch(/^\d{4}$/);
    expect(zj.zsCode).not.toBe(national);

    const gdRows = sourceRows("groups/gd_group_lines_2022_2025.csv").filter((r) => r.school_name === "浙江大学" && r.school_code);
    const gdYear = Math.max(...gdRows.map((r) => Number(r.year)));
    const gd = (await api.call(`${NCEE}/get_university_by_ucode?ucode=${ucode}`, { province: "gd" })).body.data.university_info;
    expect(gd).toMatchObject({ zsCode: gdRows.find((r) => Number(r.year) === gdYear)!.school_code, nationalCode: national, zsCodeFrom: { scope: "gd", year: gdYear } });

    // A scope whose data prints no institution codes answers null, the national code still there.
    const ah = (await api.call(`${NCEE}/get_university_by_ucode?ucode=${ucode}`, { province: "ah" })).body.data.university_info;
    expect(ah).toMatchObject({ zsCode: null, zsCodeFrom: null, nationalCode: national });
  });

  it("returns a university's admission history across years, and empty lists on failure", async () => {
    const ucode = await ucodeOf("浙江大学");
    const res = await api.call(`${NCEE}/get_university_enroll_info?ucode=${ucode}`);
    const years = res.body.data.newEnrollInfoList.map((l: { year: number }) => l.year);
    expect(years).toEqual([2025, 2024, 2023]);
    expect(res.body.data.newEnrollInfoList[0]).toMatchObject({ year: 2025, minScore: publishedSchoolMinScore("zj", 2025, "combined", "浙江大学"), artScience: 2, source: { file: "school_lines/school_min_scores_2023_2025.csv" } });
    const ah = await api.call(`${NCEE}/get_university_enroll_info?ucode=${ucode}&artScience=2`, { province: "ah" });
    expect(ah.body.data.oldEnrollInfoList.map((l: { track: string; year: number }) => [l.year, l.track])).toEqual([[2023, "science"]]);
    expect(ah.body.data.newEnrollInfoList.every((l: { track: string }) => l.track === "physics")).toBe(true);
    const bad = await api.call(`${NCEE}/get_university_enroll_info?ucode=abc`);
    expect(bad.body).toMatchObject({ errCode: 200, data: { newEnrollInfoList: [], oldEnrollInfoList: [] } });
  });

  it("gives 2023 zj lines, which have no 一分一段表, the official rank of the lowest per-major line, and each line its 2025 等位分", async () => {
    const ucode = await ucodeOf("浙江大学");
    const lines = (await api.call(`${NCEE}/get_university_enroll_info?ucode=${ucode}`)).body.data.newEnrollInfoList;
    const y2023 = lines.find((l: { year: number }) => l.year === 2023);
    const min2023 = publishedSchoolMinScore("zj", 2023, "combined", "浙江大学");
    const raw = sourceRows("zj/zj_major_lines_2023.csv").filter((r) => r.college_name === "浙江大学" && Number(r.seg1_min_score) === min2023 && r.seg1_min_rank);
    expect(raw.length).toBeGreaterThan(0);
    expect(y2023).toMatchObject({ minScore: min2023, minRank: Math.max(...raw.map((r) => Number(r.seg1_min_rank))), rankKind: "official", rankFrom: "major-lines" });
    // 等位分 in the newest table: the 2025 line maps onto itself; the 2023 rank onto the 2025 score with at least that many candidates.
    const y2025 = lines.find((l: { year: number }) => l.year === 2025);
    expect(y2025.equivalentScore).toMatchObject({ year: 2025, score: y2025.minScore });
    const eq = y2023.equivalentScore.score;
    expect(publishedRank("zj", 2025, "combined", eq)).toBeGreaterThanOrEqual(y2023.minRank);
    expect(publishedRank("zj", 2025, "combined", eq + 1)).toBeLessThan(y2023.minRank);
  });

  it("answers per-major lines by year with majorLevels, printed and matched names, subjects and source", async () => {
    const ucode = await ucodeOf("浙江大学");
    const res = await api.call(`${NCEE}/query_major_enrolls?ucode=${ucode}`);
    expect(res.body.data.years).toEqual([2025, 2024, 2023]);
    expect(res.body.data.majorLevels).toEqual([1]);
    // Shown in full to a visitor; the quota headers still report access and the count.
    expect(res.headers.get("x-yc-kp")).toBe("true");
    expect(Number(res.headers.get("x-yc-count_m"))).toBe(res.body.data.results.reduce((n: number, y: { items: unknown[] }) => n + y.items.length, 0));
    const item = res.body.data.results[0].items.find((i: { majorName: string }) => i.majorName === "人文科学试验班");
    const printed = sourceRows("zj/zj_major_lines_2025.csv").find((r) => r.college_name === "浙江大学" && r.major_name === "人文科学试验班")!;
    expect(item).toMatchObject({ year: 2025, batchName: "一段", minScore: Number(printed.seg1_min_score), minRank: Number(printed.seg1_min_rank), rankKind: "official", subjectMode: "none", source: { file: "zj/zj_major_lines_2025.csv" } });
    // Outside zj the plans' major lines stand in where the source had them.
    const gd = await api.call(`${NCEE}/query_major_enrolls?ucode=${ucode}`, { province: "gd" });
    expect(gd.status).toBe(200);
  });

  it("answers enrolment plans for a year and track, and for another scope by studentProvinceId", async () => {
    const ucode = await ucodeOf("中山大学");
    const res = await api.call(`${NCEE}/query_enrollment_plans?ucode=${ucode}&year=2025&artScience=2`, { province: "gd" });
    expect(res.body.data.scope).toBe("gd");
    expect(res.body.data.results.length).toBeGreaterThan(10);
    expect(res.body.data.results.every((r: { track: string }) => r.track === "physics")).toBe(true);
    expect(res.body.data.results[0]).toMatchObject({ year: 2025, art_science: 2, major_grade: 1, hotDegree2016: null, source: { file: "plans/major_plans_2025.csv" } });
    expect(res.body.data.results.some((r: { subjectMode: string }) => r.subjectMode === "all_of")).toBe(true);
    const zj = await api.call(`${NCEE}/query_enrollment_plans?ucode=${ucode}&studentProvinceId=33`, { province: "gd" });
    expect(zj.body.data.scope).toBe("zj");
  });

  it("answers the majors a university offers, and 暂无 for brochures", async () => {
    const ucode = await ucodeOf("宁波大学");
    const courses = await api.call(`${NCEE}/query_major_courses?ucode=${ucode}&year=2025`);
    expect(courses.body.data.results[0].majorGrade).toBe(1);
    expect(courses.body.data.results[0].majorList.length).toBeGreaterThan(20);
    const brochure = await api.call(`${NCEE}/query_recruitment_brochure?ucode=${ucode}`);
    expect(brochure.body).toMatchObject({ errCode: 200, msg: "暂无", data: { results: [], note: "暂无招生章程" } });
  });
});

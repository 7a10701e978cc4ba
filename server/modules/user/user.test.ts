import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDGE_TEXT } from "../../http/refuse";
import { logIn, startAuthApi, type AuthApi } from "#tests/helpers/auth-api";
import { USER_TEXT } from "./user.schema";

let api: AuthApi;
let token: string;
let phoneSeq = 13700000000;

beforeAll(async () => {
  api = await startAuthApi({ env: { SMS_IP_HOURLY_LIMIT: "10000" } });
  const res = await logIn(api, String(++phoneSeq), {});
  token = res.body.data.access_token;
});
afterAll(() => api.close());

const patch = (body: unknown, path = "/yc-user/users") => api.call(path, { method: "PATCH", token, body });

describe("GET /yc-user/users/own", () => {
  it("answers the profile of the token's user, empty fields as null", async () => {
    const res = await api.call("/yc-user/users/own", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.body.data).toMatchObject({
      phoneNo: String(phoneSeq),
      displayName: null,
      nature: null,
      gender: null,
      highSchool: null,
      graduationYear: null,
      province: "zj",
      electives: [],
    });
  });
});

describe("PATCH /yc-user/users", () => {
  it("saves the given fields with 设置成功 and answers the whole profile", async () => {
    const res = await patch({ displayName: "小明", nature: "学生", gender: "男", highSchool: "杭州第二中学", graduationYear: 2027, electives: ["物理", "化学", "技术"] });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("设置成功");
    expect(res.body.data).toMatchObject({ displayName: "小明", nature: "学生", gender: "男", highSchool: "杭州第二中学", graduationYear: 2027, province: "zj", electives: ["物理", "化学", "技术"] });
    const again = await api.call("/yc-user/users/own", { token });
    expect(again.body.data.displayName).toBe("小明");
  });

  const bad: Array<[string, unknown, string]> = [
    ["empty body", {}, USER_TEXT.empty],
    ["unknown field", { phone: "13800000000" }, USER_TEXT.unknownField],
    ["empty display name", { displayName: "  " }, USER_TEXT.displayName],
    ["long display name", { displayName: "名".repeat(21) }, USER_TEXT.displayName],
    // Refused at the edge, before the profile rules see it.
    ["control character in name", { displayName: "a\u0000b" }, EDGE_TEXT.controlCharacters],
    ["display name as number", { displayName: 5 }, USER_TEXT.displayName],
    ["nature outside the three", { nature: "校长" }, USER_TEXT.nature],
    ["gender", { gender: "x" }, USER_TEXT.gender],
    ["long school", { highSchool: "校".repeat(51) }, USER_TEXT.highSchool],
    ["graduation year as text", { graduationYear: "2027" }, USER_TEXT.graduationYear],
    ["graduation year fractional", { graduationYear: 2027.5 }, USER_TEXT.graduationYear],
    ["graduation year far past", { graduationYear: 1990 }, USER_TEXT.graduationYear],
    ["unknown province", { province: "bj" }, USER_TEXT.province],
    ["electives not a list", { electives: "物理" }, USER_TEXT.electivesCount],
    ["two electives", { electives: ["物理", "化学"] }, USER_TEXT.electivesCount],
    ["zj (stored province): unknown subject", { electives: ["物理", "化学", "音乐"] }, USER_TEXT.electivesUnknown],
    ["zj (stored province): duplicate", { electives: ["物理", "物理", "化学"] }, USER_TEXT.electivesDuplicate],
    ["sd with 技术 together", { province: "sd", electives: ["物理", "化学", "技术"] }, USER_TEXT.electivesNoTech],
    ["gd without 物理/历史", { province: "gd", electives: ["化学", "生物", "地理"] }, USER_TEXT.electivesFirst],
  ];
  it.each(bad)("%s → 400 with a Chinese message", async (_name, body, msg) => {
    const res = await patch(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errCode: 400, msg, data: null });
  });

  it("refuses a province change that the stored electives do not fit, accepts it with new ones", async () => {
    await patch({ province: "zj", electives: ["物理", "化学", "技术"] });
    const res = await patch({ province: "gd" });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(USER_TEXT.electivesMismatch);
    const ok = await patch({ province: "gd", electives: ["历史", "政治", "地理"] });
    expect(ok.status).toBe(200);
    expect(ok.body.data.province).toBe("gd");
  });

  it("malformed JSON → 400 请求格式有误", async () => {
    const res = await api.call("/yc-user/users", { method: "PATCH", token, body: "{nope" });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe("请求格式有误");
  });
});

describe("PUT /yc-user/users", () => {
  it("replaces the whole profile: fields left out are cleared", async () => {
    await patch({ displayName: "小红", highSchool: "学军中学" });
    const res = await api.call("/yc-user/users", { method: "PUT", token, body: { displayName: "小红", nature: "家长", province: "sd", electives: ["物理", "化学", "生物"] } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("设置成功");
    expect(res.body.data).toMatchObject({ displayName: "小红", nature: "家长", highSchool: null, gender: null, province: "sd", electives: ["物理", "化学", "生物"] });
  });

  it("validates like PATCH", async () => {
    const res = await api.call("/yc-user/users", { method: "PUT", token, body: { nature: "其他" } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(USER_TEXT.nature);
  });

  it("electives without a province are refused", async () => {
    const res = await api.call("/yc-user/users", { method: "PUT", token, body: { electives: ["物理", "化学", "生物"] } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(USER_TEXT.electivesNeedProvince);
  });
});

describe("PATCH /yc-user/users/nature", () => {
  it("sets the identity", async () => {
    const res = await patch({ nature: "老师" }, "/yc-user/users/nature");
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("设置成功");
    expect(res.body.data.nature).toBe("老师");
  });
  it.each([[{}], [{ nature: "校长" }], [{ nature: "学生", displayName: "x" }]])("refuses %j", async (body) => {
    const res = await patch(body, "/yc-user/users/nature");
    expect(res.status).toBe(400);
    expect(res.body.errCode).toBe(400);
  });
});

describe("POST /yc-user/business_cooperation (public)", () => {
  const form = { company: "某某教育科技有限公司", contact: "王老师", phone: "0571-88888888", message: "希望合作推广志愿填报服务" };
  const post = (body: unknown, ip = "198.51.100.1") => api.call("/yc-user/business_cooperation", { body, headers: { "x-forwarded-for": ip } });

  it("stores a submission without a token", async () => {
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errCode: 200, msg: "提交成功", data: null });
  });

  it("refuses a filled honeypot", async () => {
    const res = await post({ ...form, website: "http://spam.example" });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(USER_TEXT.refused);
  });

  it.each([
    ["company", { ...form, company: "" }, USER_TEXT.company],
    ["contact", { ...form, contact: undefined }, USER_TEXT.contact],
    ["phone", { ...form, phone: "abc" }, USER_TEXT.contactPhone],
    ["message", { ...form, message: "x".repeat(1001) }, USER_TEXT.message],
  ])("validates %s", async (_name, body, msg) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it("caps submissions per address per hour", async () => {
    const ip = "198.51.100.2";
    for (let i = 0; i < 5; i++) expect((await post(form, ip)).status).toBe(200);
    const refused = await post(form, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(USER_TEXT.tooMany);
  });
});

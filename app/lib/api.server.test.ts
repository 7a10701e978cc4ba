import { describe, expect, it } from "vitest";
import { ApiError, readEnvelope } from "./api.server";

describe("readEnvelope", () => {
  it("treats a missing errCode as success", () => {
    expect(readEnvelope(200, JSON.stringify({ data: { a: 1 } }))).toEqual({ data: { a: 1 }, msg: "ok" });
  });
  it("turns errCode ≠ 200 into an ApiError with the server's message", () => {
    try {
      readEnvelope(400, JSON.stringify({ errCode: 400, msg: "请输入正确的手机号码", data: null }));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ApiError);
      expect((e as ApiError).message).toBe("请输入正确的手机号码");
      expect((e as ApiError).status).toBe(400);
    }
    expect(() => readEnvelope(200, JSON.stringify({ errCode: 500 }))).toThrow("服务器未知错误");
  });
  it("rejects a body that is not JSON", () => {
    expect(() => readEnvelope(502, "<html>")).toThrow(ApiError);
  });
});

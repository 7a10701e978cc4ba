import { describe, expect, it } from "vitest";
import { asOneRead, sharedInRequest } from "./request-memo";

describe("sharedInRequest", () => {
  it("computes once per page read and afresh outside one", async () => {
    let calls = 0;
    const ask = () => sharedInRequest("k", async () => ++calls);
    await asOneRead(async () => {
      expect(await Promise.all([ask(), ask()])).toEqual([1, 1]);
      expect(await ask()).toBe(1);
    });
    expect(await ask()).toBe(2);
    expect(await ask()).toBe(3);
    // A second read starts empty.
    await asOneRead(async () => expect(await ask()).toBe(4));
  });

  it("keeps no rejection: the next caller in the same read asks again", async () => {
    let calls = 0;
    await asOneRead(async () => {
      const failing = () => sharedInRequest("f", async () => (++calls === 1 ? Promise.reject(new Error("down")) : calls));
      await expect(failing()).rejects.toThrow("down");
      expect(await failing()).toBe(2);
    });
  });
});

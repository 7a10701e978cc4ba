import { describe, expect, it } from "vitest";
import { createNotifier } from "./notifier";

describe("notifier", () => {
  it("shows the same message once within 100 ms, again after", () => {
    let t = 0;
    const n = createNotifier(() => t);
    const shown: string[] = [];
    n.subscribe((x) => shown.push(x.message));
    expect(n.notify({ kind: "error", message: "网络错误" })).toBe(true);
    t = 50;
    expect(n.notify({ kind: "error", message: "网络错误" })).toBe(false);
    expect(n.notify({ kind: "success", message: "保存成功" })).toBe(true);
    t = 200;
    expect(n.notify({ kind: "error", message: "网络错误" })).toBe(true);
    expect(shown).toEqual(["网络错误", "保存成功", "网络错误"]);
  });
});

import { describe, expect, it } from "vitest";
import { applyEdit, moveEntry } from "./filling";

const form = (fields: Record<string, string | string[]>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
};
const E = ["a", "b", "c", "d"].map((unitId) => ({ unitId }));
const ids = (es: Array<{ unitId: string }> | null) => es!.map((e) => e.unitId).join("");

describe("the editor's form posts", () => {
  it("move to a position, clamped", () => {
    expect(moveEntry(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveEntry(["a", "b", "c"], 2, -5)).toEqual(["c", "a", "b"]);
    expect(moveEntry(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });

  it("add (once), remove, up, down, move to N (1-based), replace in place", () => {
    expect(ids(applyEdit(E, form({ intent: "add", unitId: "e" })))).toBe("abcde");
    expect(ids(applyEdit(E, form({ intent: "add", unitId: "a" })))).toBe("abcd");
    expect(ids(applyEdit(E, form({ intent: "remove", index: "1" })))).toBe("acd");
    expect(ids(applyEdit(E, form({ intent: "up", index: "2" })))).toBe("acbd");
    expect(ids(applyEdit(E, form({ intent: "up", index: "0" })))).toBe("abcd");
    expect(ids(applyEdit(E, form({ intent: "down", index: "3" })))).toBe("abcd");
    expect(ids(applyEdit(E, form({ intent: "move", index: "0", to: "3" })))).toBe("bcad");
    expect(ids(applyEdit(E, form({ intent: "move", index: "0", to: "x" })))).toBe("abcd");
    expect(ids(applyEdit(E, form({ intent: "replace", unitId: "c", newUnitId: "z" })))).toBe("abzd");
    expect(ids(applyEdit(E, form({ intent: "replace", unitId: "c", newUnitId: "a" })))).toBe("abcd");
    expect(applyEdit(E, form({ intent: "nonsense" }))).toBeNull();
  });

  it("group scopes: one form sets the chosen majors in order, 服从调剂, and moves a major up or down", () => {
    expect(applyEdit(E, form({ intent: "group", index: "1" }))![1]).toEqual({ unitId: "b", majors: [], adjust: false });
    expect(applyEdit(E, form({ intent: "group", index: "1", adjust: "on", majors: ["m2", "m1", "m2"] }))![1]).toEqual({ unitId: "b", majors: ["m2", "m1"], adjust: true });
    const three = { intent: "group", index: "0", adjust: "on", majors: ["m1", "m2", "m3（2）"] };
    expect(applyEdit(E, form({ ...three, move: "up:m3（2）" }))![0]!.majors).toEqual(["m1", "m3（2）", "m2"]);
    expect(applyEdit(E, form({ ...three, move: "down:m1" }))![0]!.majors).toEqual(["m2", "m1", "m3（2）"]);
    // Past either end, or a major not ticked: the order stays.
    expect(applyEdit(E, form({ ...three, move: "up:m1" }))![0]!.majors).toEqual(["m1", "m2", "m3（2）"]);
    expect(applyEdit(E, form({ ...three, move: "down:gone" }))![0]!.majors).toEqual(["m1", "m2", "m3（2）"]);
    // Other entries are untouched.
    expect(applyEdit(E, form(three))!.slice(1)).toEqual(E.slice(1));
  });
});

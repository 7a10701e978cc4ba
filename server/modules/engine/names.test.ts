import { describe, expect, it } from "vitest";
import { baseMajorName, normaliseMajorName } from "./names";

describe("major names across years", () => {
  it("treats full- and half-width brackets and stray spaces alike", () => {
    expect(normaliseMajorName("新闻传播学类( 含智能与国际传播创新班)")).toBe(normaliseMajorName("新闻传播学类（含智能与国际传播创新班）"));
    expect(normaliseMajorName("软件工程 (中外合作办学)")).toBe("软件工程(中外合作办学)");
  });

  it("drops bracketed notes, nested ones too, for the fallback match", () => {
    expect(baseMajorName("计算机类（含(双学位)实验班）")).toBe("计算机类");
    expect(baseMajorName("社会科学试验班( 数字法治卓越班)")).toBe("社会科学试验班");
    expect(baseMajorName("【中外合作】金融学")).toBe("金融学");
  });

  it("keeps a name that is only a note", () => {
    expect(baseMajorName("(预科)")).toBe("(预科)");
  });
});

import { describe, expect, it } from "vitest";
import { daysUntil, formatArtScience, formatBatch, formatChinaTime, formatCount, formatHotDegree, formatMajorGrade, formatRank, maskedPhone, orDash, twoDigits } from "./format";

describe("display rules", () => {
  it("shows batches 1/2/3 in words and anything else as a dash", () => {
    expect([1, 2, 3].map(formatBatch)).toEqual(["第一批", "第二批", "第三批"]);
    expect(formatBatch(null)).toBe("-");
    expect(formatBatch(7)).toBe("-");
  });
  it("shows a rank bounded by the top of the table as 前 N 名", () => {
    expect(formatRank(395, "above-table")).toBe("前 395 名");
    expect(formatRank(12345, "derived")).toBe("12,345");
    expect(formatRank(12345)).toBe("12,345");
    expect(formatRank(null, "above-table")).toBe("-");
  });
  it("maps art/science and major grade", () => {
    expect(formatArtScience(1)).toBe("文科");
    expect(formatArtScience(2)).toBe("理科");
    expect(formatArtScience(null)).toBe("-");
    expect(formatMajorGrade(1)).toBe("本科");
    expect(formatMajorGrade(0)).toBe("专科");
  });
  it("shows hot degree ×100 with two decimals", () => {
    expect(formatHotDegree(0.12345)).toBe("12.35%");
    expect(formatHotDegree(1)).toBe("100.00%");
    expect(formatHotDegree(undefined)).toBe("-");
  });
  it("uses thousands separators and dashes for missing values", () => {
    expect(formatCount(184372)).toBe("184,372");
    expect(orDash(null)).toBe("-");
    expect(orDash(0)).toBe("0");
  });
  it("counts days to a future date only", () => {
    const now = new Date("2027-07-06T00:00:00+08:00");
    expect(daysUntil(new Date("2027-07-16T00:00:00+08:00"), now)).toBe(10);
    expect(daysUntil(new Date("2027-07-05T00:00:00+08:00"), now)).toBeNull();
    expect(daysUntil(now, now)).toBeNull();
    expect(twoDigits(5)).toBe("05");
    expect(twoDigits(123)).toBe("123");
  });
  it("masks the middle of a phone number and shows times in China time", () => {
    expect(maskedPhone("13812345678")).toBe("138****5678");
    expect(maskedPhone("12")).toBe("***");
    expect(formatChinaTime("2026-11-27T16:30:00.000Z")).toBe("2026-11-28 00:30");
  });
});

describe("tracks and figure kinds", () => {
  it("names tracks and says how a figure is known", async () => {
    const { formatTrack, formatFigureKind } = await import("./format");
    expect(formatTrack("physics")).toBe("物理类");
    expect(formatTrack(null)).toBe("-");
    expect(formatFigureKind("derived")).toBe("按一分一段表推算");
    expect(formatFigureKind(undefined)).toBe("-");
  });
});

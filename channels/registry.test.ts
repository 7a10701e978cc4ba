import { readFileSync } from "node:fs";
import { describe, it, expect } from "vitest";
import { CHANNEL_CONFIGS } from "./all";
import { ChannelConfigError, channelAssetPath, loadChannels } from "./registry";
import type { Channel } from "./schema";
import brand from "./brand/channel";

const shipped = ["brand", "oem1", "oem2", "qjjy", "xkzy", "ycjy"];

function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const v = parseInt(hex.slice(i, i + 2), 16) / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe("channel registry", () => {
  const channels = loadChannels();
  const all: Channel[] = [...channels.byCode.values()];

  it("loads every shipped channel", () => {
    expect([...channels.byCode.keys()].sort()).toEqual([...shipped].sort());
    expect(Object.keys(CHANNEL_CONFIGS).sort()).toEqual([...shipped].sort());
    expect(channels.get("brand")?.brandName).toBe("志愿规划");
  });

  it("shows the buy-products FAQ for exactly one reseller brand", () => {
    const withBuy = all.filter((c) => c.faqLinks.includes("FAQBuyProducts")).map((c) => c.code);
    expect(withBuy).toEqual(["qjjy"]);
  });

  it("gives oem1 and oem2 different FAQ links", () => {
    expect(channels.get("oem1")!.faqLinks).not.toEqual(channels.get("oem2")!.faqLinks);
  });

  it("gives every channel its own identity", () => {
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(all.map((c) => c.hotline))).toBe(all.length);
    expect(distinct(all.map((c) => c.brandName))).toBe(all.length);
    expect(distinct(all.map((c) => c.cardName))).toBe(all.length);
    expect(distinct(all.map((c) => c.theme.brand.toLowerCase()))).toBe(all.length);
    expect(distinct(all.map((c) => c.footer.recordNumber))).toBe(all.length);
    const logos = all.map((c) => readFileSync(channelAssetPath(c.code, c.logo), "utf8"));
    expect(distinct(logos)).toBe(all.length);
    const qrs = all.flatMap((c) => [c.qr.qq, c.qr.wechat].map((f) => readFileSync(channelAssetPath(c.code, f), "utf8")));
    expect(distinct(qrs)).toBe(qrs.length);
  });

  it("draws each logo in its brand colour and marks QR images as placeholders", () => {
    for (const c of all) {
      const logo = readFileSync(channelAssetPath(c.code, c.logo), "utf8");
      expect(logo, c.code).toMatch(/^<svg[^>]*viewBox="0 0 180 48"/);
      expect(logo.toLowerCase(), c.code).toContain(c.theme.brand.toLowerCase());
      expect(logo, c.code).toContain(c.brandName);
      for (const [file, caption] of [[c.qr.qq, "QQ客服"], [c.qr.wechat, "微信客服"]]) {
        const svg = readFileSync(channelAssetPath(c.code, file), "utf8");
        expect(svg, `${c.code}/${file}`).toMatch(/<title[^>]*>[^<]*占位图[^<]*<\/title>/);
        expect(svg, `${c.code}/${file}`).toContain(`>${caption}</text>`);
      }
    }
  });

  it("keeps text readable in every theme (contrast at least 4.5:1)", () => {
    for (const { code, theme: t } of all) {
      expect(contrast(t.brand, t.brandContrast), `${code} brand`).toBeGreaterThanOrEqual(4.5);
      for (const bg of [t.surface, t.surfaceAlt]) {
        for (const fg of [t.text, t.textMuted, t.danger, t.success]) {
          expect(contrast(fg, bg), `${code} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it("spreads the spec's service hours across channels", () => {
    expect(new Set(all.map((c) => c.serviceHours)).size).toBe(5);
  });

  it("looks codes up case-insensitively and returns undefined for unknown ones", () => {
    expect(channels.get("OEM1")?.code).toBe("oem1");
    expect(channels.get("Qjjy")?.brandName).toBe("前景教育");
    expect(channels.get("nope")).toBeUndefined();
    expect(channels.get("")).toBeUndefined();
    expect(channels.get(null)).toBeUndefined();
    expect(channels.get(undefined)).toBeUndefined();
  });
});

describe("a broken channel config", () => {
  it("names the file and the field when a theme colour is invalid", () => {
    const broken = { ...brand, theme: { ...brand.theme, brand: "red" } };
    expect(() => loadChannels({ brand: broken })).toThrow(ChannelConfigError);
    expect(() => loadChannels({ brand: broken })).toThrow(/^Invalid channel config channels\/brand\/channel\.ts: field theme\.brand: /);
  });

  it("names the file and the field when the logo file is missing", () => {
    expect(() => loadChannels({ brand: { ...brand, logo: "missing-logo.svg" } })).toThrow(
      "Invalid channel config channels/brand/channel.ts: field logo: file missing-logo.svg not found",
    );
  });

  it("names the file and the field when a QR image is missing", () => {
    expect(() => loadChannels({ oem1: { ...CHANNEL_CONFIGS.oem1 as object, qr: { qq: "qr-qq.svg", wechat: "nope.svg" } } })).toThrow(
      /channels\/oem1\/channel\.ts: field qr\.wechat: /,
    );
  });

  it("names the file and the field when the code does not match the folder", () => {
    expect(() => loadChannels({ oem9: brand })).toThrow(/^Invalid channel config channels\/oem9\/channel\.ts: field code: /);
  });

  it("names the file and the field when a required field is missing", () => {
    const { hotline: _dropped, ...rest } = brand;
    expect(() => loadChannels({ brand: rest })).toThrow(/channels\/brand\/channel\.ts: field hotline: /);
  });

  it("rejects FAQ links and service hours outside the spec's lists", () => {
    expect(() => loadChannels({ brand: { ...brand, faqLinks: ["FAQShipping"] } })).toThrow(/channels\/brand\/channel\.ts: field faqLinks\.0: /);
    expect(() => loadChannels({ brand: { ...brand, serviceHours: "24h" } })).toThrow(/channels\/brand\/channel\.ts: field serviceHours: /);
  });

  it("stops at the first broken channel even when others are fine", () => {
    const { ycjy: _ycjy, ...others } = CHANNEL_CONFIGS;
    expect(() => loadChannels({ ...others, ycjy: { ...(CHANNEL_CONFIGS.ycjy as object), code: "YCJY" } })).toThrow(
      /channels\/ycjy\/channel\.ts: field code: /,
    );
  });
});

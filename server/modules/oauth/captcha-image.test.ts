import { describe, expect, it } from "vitest";
import { randomCaptchaText, renderCaptcha } from "./captcha-image";
import { CAPTCHA_ALPHABET } from "./oauth.schema";

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();

describe("captcha image", () => {
  it("draws every character of the alphabet as paths, never as text", () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 5) {
      const text = CAPTCHA_ALPHABET.slice(i, i + 5).padEnd(5, "A");
      const svg = svgOf(renderCaptcha(text));
      expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/);
      expect(svg).not.toMatch(/<text|font/);
      expect(svg).not.toContain(text);
    }
  });

  it("never draws the same text the same way twice", () => {
    expect(renderCaptcha("ABCDE")).not.toBe(renderCaptcha("ABCDE"));
  });

  it("picks 5 characters from the unambiguous alphabet", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const ch of randomCaptchaText(5)) seen.add(ch);
    expect([...seen].every((ch) => CAPTCHA_ALPHABET.includes(ch))).toBe(true);
    expect(seen.size).toBeGreaterThan(20);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01ILO9]/);
  });
});

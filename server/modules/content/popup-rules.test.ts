import { describe, expect, it } from "vitest";
import { inAudience, isDue, parseSeen } from "./popup-rules";

const visitor = { loggedIn: false, hasScore: false };
const scored = { loggedIn: true, hasScore: true };
const unscored = { loggedIn: true, hasScore: false };
// 2026-06-01 10:00 Beijing time.
const NOW = Date.UTC(2026, 5, 1, 2, 0, 0);

describe("popup audience", () => {
  it("matches visitors, users, and users with or without a score record", () => {
    expect([inAudience("all", visitor), inAudience("all", scored)]).toEqual([true, true]);
    expect([inAudience("visitor", visitor), inAudience("visitor", unscored)]).toEqual([true, false]);
    expect([inAudience("user", visitor), inAudience("user", unscored)]).toEqual([false, true]);
    expect([inAudience("with_score", visitor), inAudience("with_score", unscored), inAudience("with_score", scored)]).toEqual([false, false, true]);
    expect([inAudience("without_score", visitor), inAudience("without_score", unscored), inAudience("without_score", scored)]).toEqual([false, true, false]);
  });
});

describe("popup frequency", () => {
  const popup = (frequency: "once" | "daily" | "visit") => ({ id: 7, audience: "all" as const, frequency });

  it("once: closed once, never again, wherever the closing was kept", () => {
    expect(isDue(popup("once"), visitor, [], NOW)).toBe(true);
    expect(isDue(popup("once"), visitor, [{ id: 7, at: NOW - 90 * 86_400_000, fromSession: false }], NOW)).toBe(false);
    expect(isDue(popup("once"), visitor, [{ id: 8, at: NOW, fromSession: true }], NOW)).toBe(true);
  });

  it("daily: closed today (Beijing day) stays closed; closed yesterday shows again", () => {
    // 23:59 Beijing yesterday is 15:59 UTC: another Beijing day though the same UTC day as 00:30 Beijing today.
    const lastNight = Date.UTC(2026, 4, 31, 15, 59);
    const justAfterMidnight = Date.UTC(2026, 4, 31, 16, 30);
    expect(isDue(popup("daily"), visitor, [{ id: 7, at: lastNight, fromSession: true }], justAfterMidnight)).toBe(true);
    expect(isDue(popup("daily"), visitor, [{ id: 7, at: justAfterMidnight, fromSession: true }], NOW)).toBe(false);
  });

  it("visit: only this session's closing counts; the account's does not", () => {
    expect(isDue(popup("visit"), scored, [{ id: 7, at: NOW, fromSession: false }], NOW)).toBe(true);
    expect(isDue(popup("visit"), scored, [{ id: 7, at: NOW, fromSession: true }], NOW)).toBe(false);
  });

  it("reads the session's closings and drops malformed pairs", () => {
    expect(parseSeen("7:1000,x:2,8:")).toEqual([
      { id: 7, at: 1000, fromSession: true },
    ]);
    expect(parseSeen("")).toEqual([]);
  });
});

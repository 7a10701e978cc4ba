// Whether a popup is due for this viewer now: its audience and its frequency against the times it was closed.
import type { PopupAudience, PopupFrequency } from "./content.schema";

export interface Viewer {
  loggedIn: boolean;
  /** A score record in the page's scope (false for visitors). */
  hasScore: boolean;
}

/** A closing of a popup: from this browser session, or (logged-in users) from the account on any device. */
export interface Dismissal {
  id: number;
  at: number;
  fromSession: boolean;
}

const CHINA_OFFSET = 8 * 3600_000;
const chinaDay = (ms: number) => Math.floor((ms + CHINA_OFFSET) / 86_400_000);

export function inAudience(audience: PopupAudience, viewer: Viewer): boolean {
  switch (audience) {
    case "all":
      return true;
    case "visitor":
      return !viewer.loggedIn;
    case "user":
      return viewer.loggedIn;
    case "with_score":
      return viewer.loggedIn && viewer.hasScore;
    case "without_score":
      return viewer.loggedIn && !viewer.hasScore;
  }
}

/**
 * once: never again after a closing; daily: not again the same Beijing day;
 * visit: not again in the same browser session (a new visit shows it again).
 */
export function isDue(popup: { id: number; audience: PopupAudience; frequency: PopupFrequency }, viewer: Viewer, dismissals: readonly Dismissal[], now: number): boolean {
  if (!inAudience(popup.audience, viewer)) return false;
  const mine = dismissals.filter((d) => d.id === popup.id);
  switch (popup.frequency) {
    case "once":
      return mine.length === 0;
    case "daily":
      return !mine.some((d) => chinaDay(d.at) === chinaDay(now));
    case "visit":
      return !mine.some((d) => d.fromSession);
  }
}

/** The session's closings as the API's `seen` parameter carries them: "id:epochMs,…". */
export function parseSeen(seen: string): Dismissal[] {
  return seen
    .split(",")
    .filter((pair) => /^\d{1,9}:\d{1,15}$/.test(pair))
    .map((pair) => {
      const [id, at] = pair.split(":").map(Number);
      return { id, at, fromSession: true };
    });
}

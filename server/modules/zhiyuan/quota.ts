// The data-access quota (spec §3, §7): a display limit, not a rate limit. Every answer reports
// the counts; how many units a viewer sees is a function of who is asking and through which channel.

export interface Viewer {
  userId: string | null;
  channel: string | null;
}

export interface Access {
  /** x-yc-kp: the viewer sees every unit. */
  full: boolean;
  /** Units shown per band when not full. */
  perBand: number | null;
}

/** Visitors see the first units of each band; a deployment may switch the quota off (QUOTA=off). */
export const VISITOR_UNITS_PER_BAND = 5;

/**
 * Logged-in users see everything until cards exist, whatever the channel; then this function is
 * where a card (per channel) will be checked.
 */
export function accessFor(viewer: Viewer, quota: "on" | "off"): Access {
  if (quota === "off" || viewer.userId !== null) return { full: true, perBand: null };
  return { full: false, perBand: VISITOR_UNITS_PER_BAND };
}

/** Response headers of a quota-bearing endpoint: access, and the counts of what matched. */
export function quotaHeaders(access: Access, counts: { universities: number; majors: number }): Record<string, string> {
  return { "x-yc-kp": String(access.full), "x-yc-count": String(counts.universities), "x-yc-count_m": String(counts.majors) };
}

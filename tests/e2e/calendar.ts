/**
 * The server's calendar in the end-to-end run is pinned (CALENDAR_NOW), so the countdown reads the
 * same on any day: 2027-07-06 10:00 in Beijing is 9 days 14 hours before zj's first-stage date,
 * which shows as "10"; the built-in 2026 dates of the other provinces have passed.
 */
export const CALENDAR_NOW = "2027-07-06T10:00:00+08:00";
export const ZJ_FIRST_STAGE_DATE = "2027-07-16";

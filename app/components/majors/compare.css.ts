import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../../styles/theme.css";

export const chosen = style({ margin: 0, paddingLeft: "1.4em", display: "grid", gap: space.xs });
export const chosenItem = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: space.sm, flexWrap: "wrap" });
export const actions = style({ display: "flex", gap: space.sm, alignItems: "center", flexWrap: "wrap", marginTop: space.sm });
export const results = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 20rem), 1fr))" });
export const result = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, padding: space.sm, display: "flex", justifyContent: "space-between", alignItems: "center", gap: space.sm, minWidth: 0 });
export const scroller = style({ overflowX: "auto", maxWidth: "100%", selectors: { "&:focus-visible": { outline: `3px solid ${vars.accent}`, outlineOffset: "2px" } } });
export const table = style({ borderCollapse: "collapse", fontSize: "14px", width: "100%", minWidth: "36rem", "@media": { [media.narrow]: { minWidth: 0 } } });
export const rowHead = style({
  textAlign: "left",
  verticalAlign: "top",
  padding: "6px 8px",
  borderBottom: `1px solid ${vars.border}`,
  background: vars.surfaceAlt,
  fontWeight: 600,
  whiteSpace: "nowrap",
  position: "sticky",
  left: 0,
  "@media": { [media.narrow]: { whiteSpace: "normal", minWidth: "5.5rem", maxWidth: "6.5rem" } },
});
// On a phone two majors fit beside the row labels; more scroll sideways.
export const colHead = style({ textAlign: "left", verticalAlign: "top", padding: "6px 8px", borderBottom: `2px solid ${vars.border}`, minWidth: "10rem", "@media": { [media.narrow]: { minWidth: "8.5rem" } } });
export const cell = style({ verticalAlign: "top", padding: "6px 8px", borderBottom: `1px solid ${vars.border}`, lineHeight: 1.6 });
export const value = style({ fontWeight: 600, fontVariantNumeric: "tabular-nums" });
export const note = style({ display: "block", color: vars.textMuted, fontSize: "12px" });
export const how = style({ margin: 0, display: "grid", gap: space.xs, fontSize: "14px" });
export const howTerm = style({ fontWeight: 600 });
export const howText = style({ margin: 0, color: vars.text });
export const rankItem = style({ display: "block", selectors: { "& + &": { marginTop: space.xs } } });
export const caption = style({ captionSide: "bottom", textAlign: "left", color: vars.textMuted, fontSize: "12px", paddingTop: space.xs });
export const colLink = style({ display: "inline-block", minHeight: "24px", padding: "2px 0", marginBottom: space.xs, fontWeight: 600 });

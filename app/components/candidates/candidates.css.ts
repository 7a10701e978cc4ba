import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../../styles/theme.css";

export const page = style({ display: "grid", gap: space.md });
export const panel = style({ background: vars.surface, border: `1px solid ${vars.border}`, borderRadius: radius.lg, padding: space.md });
export const title = style({ margin: 0, fontSize: "22px" });
export const muted = style({ color: vars.textMuted, fontSize: "13px" });
export const formRow = style({ display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "flex-end" });
export const legend = style({ fontWeight: 600, fontSize: "14px", marginBottom: space.xs, padding: 0 });
export const headline = style({ background: vars.surfaceAlt, borderRadius: radius.md, padding: `${space.sm} ${space.md}`, margin: 0 });
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: 0 });
export const tab = style({
  display: "inline-block",
  padding: `6px ${space.sm}`,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.sm,
  color: vars.text,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { borderColor: vars.brand, background: vars.brand, color: vars.brandContrast, fontWeight: 600 } },
});
export const chip = style([tab, { borderRadius: "999px", fontSize: "13px" }]);
export const notice = style({ border: `1px solid ${vars.accent}`, background: vars.surfaceAlt, borderRadius: radius.md, padding: `${space.sm} ${space.md}`, margin: 0 });
export const error = style({ color: vars.danger, border: `1px solid ${vars.danger}`, borderRadius: radius.sm, padding: `${space.xs} ${space.sm}`, margin: 0 });
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.sm });
export const unit = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, padding: space.sm, display: "grid", gap: space.xs });
export const unitHead = style({ display: "flex", justifyContent: "space-between", gap: space.sm, flexWrap: "wrap" });
export const unitName = style({ margin: 0, fontSize: "16px" });
export const chance = style({ fontWeight: 700, whiteSpace: "nowrap" });
export const lines = style({ borderCollapse: "collapse", fontSize: "13px", width: "100%", maxWidth: "560px" });
export const cell = style({ borderBottom: `1px solid ${vars.border}`, padding: "2px 6px", textAlign: "right", selectors: { "&:first-child": { textAlign: "left" } } });
export const tableWrap = style({ overflowX: "auto" });
export const details = style({ fontSize: "14px" });
// A disclosure is a touch target: at least 24 px high (WCAG 2.2 target size).
export const summary = style({ cursor: "pointer", color: vars.brand, minHeight: "24px", lineHeight: "24px" });
export const pager = style({ display: "flex", gap: space.md, alignItems: "center", flexWrap: "wrap" });
export const ineligible = style({ color: vars.danger, fontSize: "13px" });
export const narrowStack = style({ "@media": { [media.narrow]: { flexDirection: "column", alignItems: "stretch" } } });
export const majorList = style({ margin: `${space.xs} 0 0`, paddingLeft: "1.2em", fontSize: "13px", display: "grid", gap: "2px" });

import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../../styles/theme.css";

export const page = style({ display: "grid", gap: space.md });
export const panel = style({ background: vars.surface, border: `1px solid ${vars.border}`, borderRadius: radius.lg, padding: space.md, minWidth: 0 });
export const title = style({ margin: 0, fontSize: "22px" });
export const h2 = style({ margin: `0 0 ${space.sm}`, fontSize: "18px" });
export const h3 = style({ margin: `${space.sm} 0`, fontSize: "16px" });
export const muted = style({ color: vars.textMuted, fontSize: "13px", margin: `${space.xs} 0` });
export const notice = style({ border: `1px solid ${vars.accent}`, background: vars.surfaceAlt, borderRadius: radius.md, padding: `${space.sm} ${space.md}`, margin: 0 });
export const error = style({ color: vars.danger, border: `1px solid ${vars.danger}`, borderRadius: radius.sm, padding: `${space.xs} ${space.sm}`, margin: 0 });
export const headline = style({ fontSize: "18px", margin: `${space.xs} 0` });
export const big = style({ fontSize: "28px", fontWeight: 700, color: vars.brand });
export const figures = style({ display: "flex", flexWrap: "wrap", gap: space.lg, margin: `${space.sm} 0` });
export const figure = style({ display: "grid", gap: "2px" });
export const sectionNav = style({ display: "flex", flexWrap: "wrap", gap: space.sm, listStyle: "none", padding: 0, margin: 0 });
export const navLink = style({
  display: "inline-block",
  padding: `4px ${space.md}`,
  border: `1px solid ${vars.border}`,
  borderRadius: "999px",
  color: vars.text,
  textDecoration: "none",
  selectors: { "&[aria-current='page']": { background: vars.brand, color: vars.brandContrast, borderColor: vars.brand } },
});
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ borderCollapse: "collapse", fontSize: "14px", width: "100%" });
export const th = style({ textAlign: "left", borderBottom: `2px solid ${vars.border}`, padding: "4px 8px", whiteSpace: "nowrap" });
export const td = style({ borderBottom: `1px solid ${vars.border}`, padding: "4px 8px", verticalAlign: "top", textAlign: "left" });
export const num = style([td, { textAlign: "right", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }]);
export const bar = style({ display: "block", height: "8px", background: vars.surfaceAlt, borderRadius: radius.sm, overflow: "hidden", minWidth: "60px" });
export const barFill = style({ display: "block", height: "100%", background: vars.brand });
export const row = style({ display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "flex-end" });
export const stack = style({ display: "grid", gap: space.sm });
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.sm });
export const card = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, padding: space.sm, display: "grid", gap: space.xs });
export const chips = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: 0 });
export const chip = style({ display: "inline-flex", alignItems: "center", gap: "4px", padding: "2px 10px", border: `1px solid ${vars.border}`, borderRadius: "999px", fontSize: "14px" });
export const ok = style({ color: vars.success, fontWeight: 600 });
export const closed = style({ color: vars.danger, fontWeight: 600 });
export const details = style({ fontSize: "14px" });
export const summary = style({ cursor: "pointer", color: vars.brand, padding: "2px 0" });
export const treeList = style({ listStyle: "none", paddingLeft: space.md, margin: 0 });
export const pager = style({ display: "flex", gap: space.md, alignItems: "center", flexWrap: "wrap" });
export const narrowStack = style({ "@media": { [media.narrow]: { flexDirection: "column", alignItems: "stretch" } } });
export const item = style({ border: "none", padding: 0, margin: `0 0 ${space.md}`, minWidth: 0 });
export const itemLegend = style({ fontWeight: 600, marginBottom: space.xs, padding: 0 });
export const scale = style({ display: "flex", flexWrap: "wrap", gap: space.xs });
export const scaleChoice = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "4px",
  padding: `4px ${space.sm}`,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.sm,
  cursor: "pointer",
  fontSize: "14px",
});
export const chart = style({ width: "100%", maxWidth: "560px", height: "auto" });
export const code = style({ fontSize: "32px", fontWeight: 700, letterSpacing: "6px", color: vars.brand });
export const chartBar = style({ fill: vars.brand });
export const chartTrack = style({ fill: vars.surfaceAlt });
export const chartText = style({ fill: vars.text, fontSize: "14px" });
export const visuallyHidden = style({ position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });

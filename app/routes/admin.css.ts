import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../styles/theme.css";

export const shell = style({ minHeight: "100vh", display: "flex", flexDirection: "column", background: vars.surface });
export const bar = style({ background: vars.brand, color: vars.brandContrast });
export const barInner = style({ maxWidth: "1200px", margin: "0 auto", padding: `${space.sm} ${space.md}`, display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "center" });
export const brand = style({ fontWeight: 700, fontSize: "18px", margin: 0 });
export const nav = style({ display: "flex", flexWrap: "wrap", gap: space.md, listStyle: "none", margin: 0, padding: 0, flex: 1 });
export const navLink = style({ color: vars.brandContrast, textDecoration: "underline", textUnderlineOffset: "3px" });
export const who = style({ fontSize: "14px" });
export const logout = style({
  background: "transparent",
  color: vars.brandContrast,
  border: `1px solid ${vars.brandContrast}`,
  borderRadius: radius.sm,
  padding: `4px ${space.sm}`,
  cursor: "pointer",
  font: "inherit",
});
export const main = style({ maxWidth: "1200px", width: "100%", margin: "0 auto", padding: `${space.lg} ${space.md} ${space.xl}`, flex: 1 });
export const h1 = style({ fontSize: "22px", margin: `0 0 ${space.md}` });
export const h2 = style({ fontSize: "18px", margin: `${space.lg} 0 ${space.sm}` });
export const tableWrap = style({ overflowX: "auto", width: "100%" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "14px" });
export const cell = style({ borderBottom: `1px solid ${vars.border}`, padding: `${space.sm}`, textAlign: "left", verticalAlign: "top" });
export const pre = style({ whiteSpace: "pre-wrap", wordBreak: "break-all", margin: 0, fontSize: "12px", maxWidth: "28rem", maxHeight: "12rem", overflow: "auto" });
export const form = style({ display: "grid", gap: space.md, maxWidth: "760px" });
export const field = style({ display: "grid", gap: space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({ font: "inherit", padding: `6px ${space.sm}`, border: `1px solid ${vars.textMuted}`, borderRadius: radius.sm, width: "100%", boxSizing: "border-box", background: vars.surface, color: vars.text });
export const textarea = style([input, { minHeight: "16rem", fontFamily: "monospace" }]);
export const fieldset = style({ border: `1px solid ${vars.border}`, borderRadius: radius.sm, padding: space.sm, display: "flex", flexWrap: "wrap", gap: `${space.xs} ${space.md}` });
export const check = style({ display: "inline-flex", gap: space.xs, alignItems: "center" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: space.sm });
export const button = style({ font: "inherit", padding: `6px ${space.md}`, borderRadius: radius.sm, border: `1px solid ${vars.brand}`, background: vars.brand, color: vars.brandContrast, cursor: "pointer" });
export const secondary = style([button, { background: vars.surface, color: vars.brand }]);
export const error = style({ color: vars.danger, margin: 0 });
export const ok = style({ color: vars.text, margin: 0, fontWeight: 600 });
export const hint = style({ color: vars.textMuted, fontSize: "13px", margin: 0 });
export const captchaRow = style({ display: "flex", gap: space.sm, alignItems: "center", "@media": { [media.narrow]: { flexWrap: "wrap" } } });
export const cover = style({ maxWidth: "240px", height: "auto", borderRadius: radius.sm });
export const preview = style({ border: `1px dashed ${vars.border}`, borderRadius: radius.md, padding: space.md, lineHeight: 1.8, overflowWrap: "anywhere" });
export const rowLink = style({ display: "inline-block", minHeight: "24px", minWidth: "24px", lineHeight: "24px", padding: `2px ${space.xs}`, marginRight: space.sm });

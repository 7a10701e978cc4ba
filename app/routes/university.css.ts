import { globalStyle, style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../styles/theme.css";

export const page = style({ padding: `${space.lg} 0`, display: "grid", gap: space.md });
export const panel = style({ background: vars.surface, border: `1px solid ${vars.border}`, borderRadius: radius.lg, padding: space.lg, minWidth: 0, "@media": { [media.narrow]: { padding: space.md } } });
export const title = style({ margin: 0, fontSize: "22px", overflowWrap: "anywhere" });
export const muted = style({ color: vars.textMuted, fontSize: "13px" });
export const note = style({ color: vars.textMuted, fontSize: "13px", margin: `${space.sm} 0 0` });
export const tags = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: `${space.sm} 0` });
export const tag = style({ border: `1px solid ${vars.border}`, borderRadius: radius.sm, padding: `0 ${space.xs}`, fontSize: "13px", background: vars.surfaceAlt, color: vars.text });
export const badge = style({ display: "inline-block", background: vars.brand, color: vars.brandContrast, borderRadius: radius.sm, padding: `0 ${space.xs}`, fontSize: "13px", marginLeft: space.sm, verticalAlign: "middle" });
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.sm });
export const card = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, padding: space.md, display: "flex", flexWrap: "wrap", gap: space.sm, justifyContent: "space-between", alignItems: "flex-start" });
export const cardMain = style({ flex: "1 1 18rem", minWidth: 0 });
export const cardName = style({ fontWeight: 700, fontSize: "17px", color: vars.brand, overflowWrap: "anywhere" });
export const cardSide = style({ textAlign: "right", fontSize: "14px", "@media": { [media.narrow]: { textAlign: "left" } } });
export const row = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "center" });
export const filters = style({ display: "grid", gap: space.sm });
export const fieldset = style({ border: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: space.xs, alignItems: "center" });
export const legend = style({ fontWeight: 600, fontSize: "14px", padding: 0, marginRight: space.sm, float: "left" });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "2px",
  border: `1px solid ${vars.border}`,
  borderRadius: "999px",
  padding: `2px ${space.sm}`,
  fontSize: "14px",
  color: vars.text,
  background: vars.surface,
  textDecoration: "none",
  minHeight: "28px",
});
export const chipOn = style([chip, { background: vars.brand, color: vars.brandContrast, borderColor: vars.brand }]);
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: 0, borderBottom: `2px solid ${vars.border}` });
export const tab = style({ display: "block", padding: `${space.sm} ${space.md}`, color: vars.text, textDecoration: "none", borderBottom: "3px solid transparent", marginBottom: "-2px" });
export const tabOn = style([tab, { borderBottomColor: vars.brand, color: vars.brand, fontWeight: 700 }]);
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: "14px" });
globalStyle(`${table} th, ${table} td`, { border: `1px solid ${vars.border}`, padding: `${space.xs} ${space.sm}`, textAlign: "left", whiteSpace: "nowrap" });
globalStyle(`${table} th`, { background: vars.surfaceAlt });
globalStyle(`${table} caption`, { textAlign: "left", fontWeight: 600, padding: `${space.xs} 0` });
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${space.xs} ${space.lg}`, margin: 0 });
globalStyle(`${facts} dt`, { color: vars.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });
export const chart = style({ width: "100%", maxWidth: "640px", height: "auto", display: "block" });
export const pager = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "center", marginTop: space.md });
export const inline = style({ margin: 0, display: "inline" });
export const link = style({ color: vars.brand });
export const searchRow = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "flex-end" });

import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../../styles/theme.css";

export const page = style({ display: "grid", gap: space.md, padding: `${space.lg} 0` });
export const title = style({ margin: 0, fontSize: "24px" });
export const panel = style({ background: vars.surface, border: `1px solid ${vars.border}`, borderRadius: radius.lg, padding: space.md, minWidth: 0 });
export const panelTitle = style({ margin: `0 0 ${space.sm}`, fontSize: "18px" });
export const muted = style({ color: vars.textMuted, fontSize: "13px", margin: 0 });
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: 0 });
export const tab = style({
  display: "inline-block",
  padding: `6px ${space.md}`,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.sm,
  color: vars.text,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { borderColor: vars.brand, background: vars.brand, color: vars.brandContrast, fontWeight: 600 } },
});
export const search = style({ display: "flex", gap: space.sm, flexWrap: "wrap", alignItems: "flex-end" });
export const searchField = style({ display: "flex", flexDirection: "column", gap: "4px", flex: "1 1 14rem", minWidth: 0 });
export const discipline = style({ marginTop: space.md });
export const disciplineTitle = style({ margin: `0 0 ${space.xs}`, fontSize: "17px" });
export const classBox = style({ borderTop: `1px solid ${vars.border}`, padding: `${space.xs} 0` });
export const classSummary = style({ cursor: "pointer", padding: `${space.xs} 0`, color: vars.text, fontWeight: 600 });
export const majorList = style({ listStyle: "none", padding: 0, margin: `${space.xs} 0 ${space.sm}`, display: "grid", gap: space.xs, gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))" });
export const majorItem = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, padding: space.sm, display: "grid", gap: "2px" });
export const majorName = style({ fontWeight: 600, color: vars.brand });
export const facts = style({ display: "flex", flexWrap: "wrap", gap: `2px ${space.sm}`, color: vars.textMuted, fontSize: "13px", margin: 0 });
export const badges = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: `${space.sm} 0` });
export const badge = style({ border: `1px solid ${vars.border}`, borderRadius: "999px", padding: `2px ${space.sm}`, fontSize: "13px", background: vars.surfaceAlt, color: vars.text });
export const head = style({ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: space.md, flexWrap: "wrap" });
export const inlineForm = style({ margin: 0, display: "flex", gap: space.sm, alignItems: "center" });
export const bullets = style({ margin: 0, paddingLeft: "1.2em", display: "grid", gap: "2px", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" });
export const intro = style({ margin: `0 0 ${space.sm}`, lineHeight: 1.8 });
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });
export const narrowTable = style({ borderCollapse: "collapse", fontSize: "14px", width: "100%" });
export const caption = style({ captionSide: "bottom", textAlign: "left", color: vars.textMuted, fontSize: "13px", paddingTop: space.xs });
export const th = style({ textAlign: "left", borderBottom: `2px solid ${vars.border}`, padding: "4px 6px", whiteSpace: "nowrap", fontWeight: 600 });
export const td = style({ textAlign: "left", borderBottom: `1px solid ${vars.border}`, padding: "4px 6px", verticalAlign: "top" });
export const num = style([td, { textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }]);
export const bar = style({ display: "block", height: "8px", background: vars.brand, borderRadius: radius.sm, minWidth: "2px" });
export const pager = style({ display: "flex", gap: space.md, alignItems: "center", flexWrap: "wrap", marginTop: space.sm });
export const error = style({ color: vars.danger, border: `1px solid ${vars.danger}`, borderRadius: radius.sm, padding: `${space.xs} ${space.sm}`, margin: 0 });
export const mark = style({ color: vars.textMuted, fontSize: "12px", marginLeft: "2px" });
export const related = style({ display: "flex", flexWrap: "wrap", gap: space.xs, listStyle: "none", padding: 0, margin: 0 });
export const hideNarrow = style({ "@media": { [media.narrow]: { display: "none" } } });
export const classLink = style({ display: "inline-block", padding: "4px 0", minHeight: "24px", fontSize: "14px" });
export const offerers = style({ listStyle: "none", padding: 0, margin: `${space.sm} 0`, display: "grid", gap: space.sm, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 24rem), 1fr))" });
export const offerer = style({ border: `1px solid ${vars.border}`, borderRadius: radius.md, padding: space.sm, minWidth: 0 });
export const offererName = style({ margin: `0 0 ${space.xs}`, fontSize: "16px" });
export const entries = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs });
export const entry = style({ borderTop: `1px dashed ${vars.border}`, paddingTop: space.xs });
export const entryHead = style({ margin: 0, fontSize: "14px", color: vars.text, overflowWrap: "anywhere" });
export const figures = style({ display: "flex", flexWrap: "wrap", gap: `2px ${space.md}`, margin: `2px 0 0`, fontSize: "13px" });
export const figure = style({ display: "flex", gap: "4px" });
export const figureLabel = style({ color: vars.textMuted });
export const figureValue = style({ margin: 0, fontVariantNumeric: "tabular-nums", fontWeight: 600 });
export const headActions = style({ display: "grid", gap: space.xs, justifyItems: "start" });

import { globalStyle, style } from "@vanilla-extract/css";
import { media, space, vars } from "../../styles/theme.css";

export const steps = style({ display: "flex", gap: space.md, listStyle: "none", padding: 0, margin: 0, flexWrap: "wrap", fontSize: "14px" });
export const step = style({ display: "inline-block", minHeight: "28px", lineHeight: "28px", padding: "0 4px", color: vars.textMuted, selectors: { '&[aria-current="step"]': { color: vars.text, fontWeight: 700 } } });
export const outcome = style({ background: vars.surfaceAlt, border: `1px solid ${vars.border}`, borderRadius: "8px", padding: space.md, fontSize: "16px", margin: 0 });
export const checks = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs });
export const block = style({ color: vars.danger, borderLeft: `4px solid ${vars.danger}`, paddingLeft: space.sm });
export const warn = style({ borderLeft: `4px solid ${vars.accent}`, paddingLeft: space.sm });
export const entries = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs });
export const entry = style({
  display: "grid",
  gridTemplateColumns: "3em 1fr auto",
  gap: space.sm,
  alignItems: "center",
  border: `1px solid ${vars.border}`,
  borderRadius: "6px",
  padding: space.sm,
  background: vars.surface,
  "@media": { [media.narrow]: { gridTemplateColumns: "2.5em 1fr" } },
});
export const flagged = style({ borderColor: vars.danger });
export const pos = style({ fontWeight: 700, fontSize: "18px", textAlign: "center" });
export const entryName = style({ margin: 0, fontWeight: 600 });
export const entryMeta = style({ margin: 0, color: vars.textMuted, fontSize: "13px" });
export const tools = style({ display: "flex", flexWrap: "wrap", gap: space.xs, alignItems: "center", "@media": { [media.narrow]: { gridColumn: "1 / -1" } } });
export const inline = style({ display: "inline-flex", gap: "4px", alignItems: "center", margin: 0 });
export const small = style({ padding: "4px 8px", minHeight: "32px", fontSize: "13px" });
export const moveInput = style({ width: "4em", minHeight: "32px" });
export const bar = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "end" });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "13px" });
globalStyle(`${table} th, ${table} td`, { border: `1px solid ${vars.border}`, padding: "4px 6px", textAlign: "left", verticalAlign: "top" });
export const dragging = style({ opacity: 0.6 });
export const dropTarget = style({ outline: `2px solid ${vars.brand}` });
export const srOnly = style({ position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" });
export const filterBar = style({ display: "grid", gap: space.sm, marginTop: space.sm });
export const filterForm = style({ display: "grid", gap: space.sm });
export const group = style({ marginTop: space.xs, fontSize: "14px" });
export const groupSummary = style({ cursor: "pointer", minHeight: "24px", lineHeight: "24px" });
export const groupForm = style({ display: "grid", gap: space.xs, justifyItems: "start", paddingTop: space.xs });
export const majorRows = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "4px" });
export const majorRow = style({ display: "flex", flexWrap: "wrap", gap: space.xs, alignItems: "center" });

import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../../styles/theme.css";

export const grid = style({ display: "grid", gap: space.sm, gridTemplateColumns: "repeat(4, minmax(0, 1fr))", maxWidth: "480px" });
/** A fieldset takes its content's min width by default; in a wrapping row it must be allowed to shrink to the phone's width. */
export const fieldset = style({ minWidth: 0, flex: "1 1 100%", maxWidth: "100%" });
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `2px ${space.md}`, margin: 0, fontSize: "14px", "@media": { [media.narrow]: { gridTemplateColumns: "1fr" } } });
export const term = style({ color: vars.textMuted, fontWeight: 600 });
export const def = style({ margin: 0, overflowWrap: "anywhere" });
export const estimate = style({ display: "inline-block", fontSize: "12px", border: `1px solid ${vars.border}`, borderRadius: radius.sm, padding: "0 4px", marginLeft: space.xs, color: vars.text, background: vars.surfaceAlt });
export const weights = style({ fontWeight: 700, fontSize: "18px", margin: 0 });
export const met = style({ fontWeight: 600 });
export const notMet = style({ color: vars.danger, fontWeight: 600 });
export const small = style({ fontSize: "13px" });
export const links = style({ display: "flex", flexWrap: "wrap", gap: space.md, fontSize: "14px", margin: 0 });
export const flatSmall = style({ fontSize: "14px", margin: 0 });
export const wideTable = style({ borderCollapse: "collapse", fontSize: "13px", width: "100%" });
export const rowHead = style({ borderBottom: `1px solid ${vars.border}`, padding: "2px 6px", textAlign: "left", fontWeight: 400 });
export const big = style({ fontSize: "24px", fontWeight: 700 });
export const assumptions = style({ margin: 0, paddingLeft: "1.2em", fontSize: "14px", display: "grid", gap: "2px" });
export const choiceGrid = style({ display: "flex", flexWrap: "wrap", gap: space.xs, maxHeight: "260px", overflowY: "auto", padding: space.xs, border: `1px solid ${vars.border}`, borderRadius: radius.sm });
export const number = style({ width: "100%", maxWidth: "120px" });

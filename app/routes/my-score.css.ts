import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const list = style({ listStyle: "none", padding: 0, margin: `0 0 ${space.lg}`, display: "grid", gap: space.sm });
export const record = style({
  border: `1px solid ${vars.border}`,
  borderRadius: radius.md,
  padding: space.md,
  display: "flex",
  flexWrap: "wrap",
  gap: space.sm,
  alignItems: "center",
  justifyContent: "space-between",
});
export const recordText = style({ flex: "1 1 16rem", minWidth: 0 });
export const recordLabel = style({ fontWeight: 600, margin: 0, overflowWrap: "anywhere" });
export const recordMeta = style({ color: vars.textMuted, fontSize: "13px", margin: `${space.xs} 0 0` });
export const actions = style({ display: "flex", gap: space.sm, alignItems: "center" });
export const inline = style({ margin: 0 });
export const scoreGrid = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(7.5rem, 1fr))", gap: `0 ${space.md}` });
export const legend = style({ fontWeight: 600, fontSize: "14px", color: vars.text, padding: 0, marginBottom: space.sm });

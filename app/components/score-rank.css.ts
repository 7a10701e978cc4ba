import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const panel = style({
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
  margin: `${space.lg} 0 0`,
});
export const title = style({ margin: `0 0 ${space.md}`, fontSize: "18px" });
export const form = style({ display: "flex", flexWrap: "wrap", gap: space.md, alignItems: "flex-start" });
export const scoreField = style({ width: "180px" });
export const submit = style({ marginTop: "26px" });
export const result = style({ borderTop: `1px solid ${vars.border}`, paddingTop: space.md });
export const headline = style({ margin: 0, fontSize: "16px" });
export const rank = style({ fontSize: "26px", color: vars.brand, margin: `0 ${space.xs}`, fontVariantNumeric: "tabular-nums" });
export const detail = style({ margin: `${space.xs} 0 0`, color: vars.text });
export const warning = style({ margin: `${space.xs} 0 0`, color: vars.danger, fontSize: "14px" });
export const source = style({ margin: `${space.xs} 0 0`, color: vars.textMuted, fontSize: "13px" });

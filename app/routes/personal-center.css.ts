import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const panel = style({
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
});
export const panelTitle = style({ marginTop: 0 });
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${space.xs} ${space.lg}`, margin: `0 0 ${space.lg}` });
export const factLabel = style({ color: vars.textMuted });
export const formGrid = style({ maxWidth: "520px" });

import { style } from "@vanilla-extract/css";
import { space, vars } from "../styles/theme.css";

export const page = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: space.md,
  padding: space.xl,
  textAlign: "center",
  background: vars.surface,
});
export const code = style({ fontSize: "64px", fontWeight: 700, color: vars.brand, margin: 0 });
export const hint = style({ color: vars.textMuted, maxWidth: "32em" });

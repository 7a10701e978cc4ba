import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";
import { button } from "../components/ui/ui.css";

export const warning = style({
  border: `2px solid ${vars.danger}`,
  borderRadius: radius.md,
  background: vars.surfaceAlt,
  padding: `${space.sm} ${space.md}`,
  margin: `0 0 ${space.lg}`,
});
export const warningTitle = style({ color: vars.danger, fontSize: "18px", margin: `${space.xs} 0` });
export const list = style({ margin: `${space.sm} 0`, paddingLeft: "1.5em" });
export const muted = style({ color: vars.textMuted, fontSize: "14px" });
export const confirmRow = style({ display: "flex", alignItems: "flex-start", gap: space.sm, margin: `0 0 ${space.xs}` });
export const checkbox = style({ width: "24px", height: "24px", margin: 0, flex: "none", accentColor: vars.danger });
export const actions = style({ display: "flex", alignItems: "center", gap: space.md, marginTop: space.md, flexWrap: "wrap" });
export const dangerButton = style([button, { background: vars.danger, color: vars.surface, padding: `10px ${space.lg}` }]);
export const dangerLink = style({ color: vars.danger, fontWeight: 600 });
export const section = style({ marginTop: space.xl, paddingTop: space.md, borderTop: `1px solid ${vars.border}` });
export const resultPanel = style({ maxWidth: "760px", margin: `${space.lg} auto` });

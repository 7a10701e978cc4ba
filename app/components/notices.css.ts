import { style, styleVariants } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const region = style({
  position: "fixed",
  top: space.md,
  right: space.md,
  zIndex: 1000,
  display: "flex",
  flexDirection: "column",
  gap: space.sm,
  maxWidth: "min(360px, calc(100vw - 32px))",
});
const base = style({
  background: vars.surface,
  color: vars.text,
  border: `1px solid ${vars.border}`,
  borderLeftWidth: "4px",
  borderRadius: radius.md,
  padding: `${space.sm} ${space.md}`,
  boxShadow: "0 4px 16px rgba(0,0,0,.12)",
  display: "flex",
  gap: space.sm,
  alignItems: "flex-start",
});
export const notice = styleVariants({
  error: [base, { borderLeftColor: vars.danger }],
  success: [base, { borderLeftColor: vars.success }],
  info: [base, { borderLeftColor: vars.brand }],
});
export const title = style({ fontWeight: 700, marginRight: space.xs });
export const close = style({
  marginLeft: "auto",
  background: "none",
  border: "none",
  color: vars.textMuted,
  cursor: "pointer",
  fontSize: "18px",
  lineHeight: 1,
});

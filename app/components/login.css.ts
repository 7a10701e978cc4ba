import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const overlay = style({
  position: "fixed",
  inset: 0,
  zIndex: 900,
  background: "rgba(0,0,0,.45)",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  padding: space.md,
});
export const modal = style({
  width: "420px",
  maxWidth: "100%",
  background: vars.surface,
  color: vars.text,
  borderRadius: radius.lg,
  boxShadow: "0 12px 40px rgba(0,0,0,.25)",
  outline: "none",
});
export const dialog = style({ padding: space.lg, outline: "none", position: "relative" });
export const title = style({ margin: `0 0 ${space.md}`, fontSize: "20px", textAlign: "center" });
export const close = style({
  position: "absolute",
  top: space.sm,
  right: space.sm,
  background: "none",
  border: "none",
  fontSize: "22px",
  color: vars.textMuted,
  cursor: "pointer",
  lineHeight: 1,
  padding: space.xs,
});
export const captchaButton = style({
  padding: 0,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.sm,
  background: vars.surface,
  cursor: "pointer",
  height: "40px",
  flex: "none",
  alignSelf: "flex-end",
  marginBottom: space.md,
});
export const captchaImage = style({ display: "block", width: "120px", height: "38px" });
export const grow = style({ flex: 1, minWidth: 0 });
export const smsButton = style({ alignSelf: "flex-end", marginBottom: space.md, height: "40px" });
export const submit = style({ width: "100%", padding: "10px", fontSize: "16px" });
export const agreement = style({ fontSize: "13px", color: vars.textMuted, textAlign: "center", margin: `${space.md} 0 0` });
export const page = style({ display: "flex", justifyContent: "center", padding: `${space.xl} ${space.md}` });
export const card = style({
  width: "420px",
  maxWidth: "100%",
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  padding: space.lg,
});
export const hiddenDefault = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });
export const honeypot = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });

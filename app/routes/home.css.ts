import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const hero = style({
  background: vars.brand,
  color: vars.brandContrast,
  padding: `${space.xl} 0`,
});
export const heroTitle = style({ margin: 0, fontSize: "28px" });
export const heroLine = style({ margin: `${space.sm} 0 0`, fontSize: "16px", opacity: 0.95 });
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: space.md,
  margin: `${space.lg} 0`,
  padding: 0,
  listStyle: "none",
});
export const card = style({
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  padding: space.md,
  height: "100%",
  display: "flex",
  flexDirection: "column",
  gap: space.xs,
});
export const cardTitle = style({ margin: 0, fontSize: "17px", color: vars.text });
export const cardText = style({ margin: 0, color: vars.textMuted, fontSize: "14px" });
export const cardLink = style({ textDecoration: "none", display: "block", height: "100%" });

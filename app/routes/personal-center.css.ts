import { style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../styles/theme.css";

export const shell = style({
  display: "grid",
  gridTemplateColumns: "200px 1fr",
  gap: space.lg,
  padding: `${space.lg} 0`,
  "@media": { [media.narrow]: { gridTemplateColumns: "1fr" } },
});
export const sideNav = style({
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  padding: space.sm,
  alignSelf: "start",
});
export const sideList = style({ listStyle: "none", margin: 0, padding: 0 });
export const sideLink = style({
  display: "block",
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  color: vars.text,
  textDecoration: "none",
  selectors: { "&[aria-current='page']": { background: vars.surfaceAlt, color: vars.brand, fontWeight: 700 } },
});
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

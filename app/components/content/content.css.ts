import { globalStyle, style } from "@vanilla-extract/css";
import { media, radius, space, vars } from "../../styles/theme.css";

/** Left navigation beside the page; stacked above it on narrow screens. */
export const shell = style({
  display: "grid",
  gridTemplateColumns: "200px minmax(0, 1fr)",
  alignItems: "start",
  gap: space.lg,
  margin: `${space.lg} 0`,
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)", gap: space.md, margin: `${space.md} 0` } },
});

export const nav = style({
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.md,
  padding: `${space.sm} 0`,
});
export const navTitle = style({
  margin: 0,
  padding: `${space.xs} ${space.md} ${space.sm}`,
  fontWeight: 700,
  color: vars.text,
  borderBottom: `1px solid ${vars.border}`,
  "@media": { [media.narrow]: { display: "none" } },
});
export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: `${space.xs} 0 0`,
  "@media": { [media.narrow]: { display: "flex", flexWrap: "wrap", gap: space.xs, padding: `0 ${space.sm}` } },
});
export const navLink = style({
  display: "block",
  padding: `${space.sm} ${space.md}`,
  color: vars.text,
  textDecoration: "none",
  borderLeft: "3px solid transparent",
  selectors: {
    "&:hover": { color: vars.brand, background: vars.surfaceAlt },
    "&[aria-current='page']": { color: vars.brand, fontWeight: 700, background: vars.surfaceAlt, borderLeftColor: vars.brand },
  },
  "@media": {
    [media.narrow]: {
      padding: `${space.xs} ${space.sm}`,
      borderLeft: "none",
      borderBottom: "2px solid transparent",
      selectors: { "&[aria-current='page']": { borderBottomColor: vars.brand } },
    },
  },
});
export const navComing = style([navLink, { color: vars.textMuted, cursor: "default" }]);

export const article = style({
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.md,
  padding: `${space.lg} ${space.xl}`,
  minWidth: 0,
  "@media": { [media.narrow]: { padding: space.md } },
});
export const title = style({ margin: `0 0 ${space.md}`, fontSize: "24px", color: vars.text });
export const intro = style({ color: vars.text });
export const section = style({ marginTop: space.lg });
export const heading = style({
  margin: `0 0 ${space.sm}`,
  fontSize: "18px",
  color: vars.text,
  paddingLeft: space.sm,
  borderLeft: `3px solid ${vars.brand}`,
});
export const paragraph = style({ margin: `0 0 ${space.sm}` });
export const list = style({ margin: `0 0 ${space.sm}`, paddingLeft: space.lg });
export const note = style({
  margin: `0 0 ${space.sm}`,
  padding: `${space.sm} ${space.md}`,
  background: vars.surfaceAlt,
  borderLeft: `3px solid ${vars.accent}`,
  borderRadius: radius.sm,
});
/** A link to a page not built yet, inside running text. */
export const inlineComing = style({ color: vars.textMuted });
export const inlineBadge = style({ fontSize: "11px", marginLeft: space.xs });
globalStyle(`${list} li`, { marginBottom: space.xs });

/** 联系我们 */
export const hotline = style({ fontSize: "26px", fontWeight: 700, color: vars.brand, margin: `0 0 ${space.xs}`, fontVariantNumeric: "tabular-nums" });
export const hotlineLink = style({ color: "inherit", textDecoration: "none" });
export const muted = style({ color: vars.textMuted, margin: `0 0 ${space.sm}` });
export const facts = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${space.xs} ${space.md}`, margin: 0 });
export const factRow = style({ display: "contents" });
export const factLabel = style({ color: vars.textMuted });
export const factValue = style({ margin: 0 });
export const company = style({ margin: `0 0 ${space.sm}`, fontStyle: "normal" });
export const companyName = style({ fontWeight: 700, display: "block" });

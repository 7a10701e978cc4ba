import { globalStyle, style } from "@vanilla-extract/css";
import { media, radius, space, vars, width } from "../styles/theme.css";

export const container = style({ width: "100%", maxWidth: width.page, margin: "0 auto", padding: `0 ${space.md}` });

export const header = style({ background: vars.surface, borderBottom: `1px solid ${vars.border}` });
export const topBar = style({
  display: "flex",
  alignItems: "center",
  gap: space.md,
  flexWrap: "wrap",
  padding: `${space.sm} 0`,
});
export const logo = style({ display: "block", height: "48px", width: "auto" });
export const follow = style({ color: vars.textMuted, fontSize: "13px", "@media": { [media.narrow]: { display: "none" } } });
export const spacer = style({ flex: 1 });
export const countdown = style({
  display: "flex",
  alignItems: "baseline",
  gap: space.xs,
  color: vars.textMuted,
  fontSize: "13px",
});
export const countdownDays = style({
  fontSize: "22px",
  fontWeight: 700,
  color: vars.brand,
  fontVariantNumeric: "tabular-nums",
});
export const userArea = style({ display: "flex", alignItems: "center", gap: space.sm });
export const button = style({
  display: "inline-block",
  background: vars.brand,
  color: vars.brandContrast,
  border: "none",
  borderRadius: radius.sm,
  padding: `6px ${space.md}`,
  font: "inherit",
  cursor: "pointer",
  textDecoration: "none",
});
export const linkButton = style({
  background: "none",
  border: "none",
  color: vars.brand,
  font: "inherit",
  cursor: "pointer",
  padding: 0,
  textDecoration: "underline",
});

export const disclosure = style({ position: "relative" });
export const summary = style({
  listStyle: "none",
  cursor: "pointer",
  padding: `6px ${space.sm}`,
  borderRadius: radius.sm,
  border: `1px solid ${vars.border}`,
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});
export const dropdown = style({
  position: "absolute",
  top: "100%",
  left: 0,
  zIndex: 20,
  minWidth: "140px",
  margin: `${space.xs} 0 0`,
  padding: space.xs,
  listStyle: "none",
  background: vars.surface,
  color: vars.text,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.md,
  boxShadow: "0 6px 20px rgba(0,0,0,.12)",
});
export const dropdownButton = style({
  display: "block",
  width: "100%",
  textAlign: "left",
  background: "none",
  border: "none",
  font: "inherit",
  color: vars.text,
  padding: `6px ${space.sm}`,
  borderRadius: radius.sm,
  cursor: "pointer",
  textDecoration: "none",
  selectors: { "&:hover, &[aria-current='true']": { background: vars.surfaceAlt, color: vars.brand } },
});

export const nav = style({ background: vars.brand, color: vars.brandContrast });
export const menu = style({
  display: "flex",
  flexWrap: "wrap",
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const menuItem = style({ position: "relative" });
export const menuLink = style({
  display: "block",
  padding: `10px ${space.md}`,
  color: vars.brandContrast,
  textDecoration: "none",
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&[aria-current='page']": { fontWeight: 700, textDecoration: "underline", textUnderlineOffset: "6px" },
    "&::-webkit-details-marker": { display: "none" },
  },
  "@media": { [media.narrow]: { padding: `8px ${space.sm}` } },
});
export const coming = style({ color: vars.textMuted, cursor: "default", display: "block", padding: `6px ${space.sm}` });
export const comingBadge = style({
  fontSize: "11px",
  marginLeft: space.xs,
  padding: "0 4px",
  borderRadius: radius.sm,
  border: `1px solid ${vars.border}`,
  color: vars.textMuted,
});
export const menuComing = style([menuLink, { opacity: 0.75, cursor: "default" }]);

export const main = style({ flex: 1, width: "100%" });

export const footer = style({
  background: vars.surface,
  borderTop: `1px solid ${vars.border}`,
  color: vars.textMuted,
  fontSize: "13px",
  marginTop: space.xl,
  padding: `${space.lg} 0`,
});
export const footerGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: space.lg,
});
export const footerTitle = style({ color: vars.text, fontWeight: 700, margin: `0 0 ${space.xs}` });
export const footerList = style({ listStyle: "none", margin: 0, padding: 0 });
export const hotline = style({ fontSize: "20px", fontWeight: 700, color: vars.brand });
export const qrRow = style({ display: "flex", gap: space.md });
export const qr = style({ width: "96px", height: "96px" });
export const footerLegal = style({ marginTop: space.md, textAlign: "center" });
// A link of 13 px text is only ~19 px tall: WCAG 2.2 (2.5.8) wants touch targets of at least 24 × 24 px.
globalStyle(`${footerList} a`, { color: vars.textMuted, display: "inline-flex", alignItems: "center", minHeight: "24px", minWidth: "24px" });
globalStyle(`${nav} ${comingBadge}`, { color: vars.brandContrast, borderColor: vars.brandContrast });
export const cardBadge = style({ position: "absolute", top: space.sm, right: space.sm });
export const relative = style({ position: "relative", display: "block", height: "100%" });
globalStyle(`${qrRow} figure`, { margin: 0, textAlign: "center" });
export const notice = style({
  margin: `${space.xl} auto`,
  padding: space.lg,
  textAlign: "center",
  background: vars.surface,
  border: `1px solid ${vars.border}`,
  borderRadius: radius.lg,
  maxWidth: "480px",
});

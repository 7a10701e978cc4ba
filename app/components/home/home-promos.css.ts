import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../../styles/theme.css";

// Banners scroll sideways (snapping one by one) without any script; each keeps the 3:1 shape operators upload for.
export const banners = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  gap: space.md,
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  margin: `${space.lg} 0 0`,
  padding: 0,
  listStyle: "none",
  "@media": { "(min-width: 900px)": { gridAutoColumns: "calc(50% - 8px)" } },
});
export const banner = style({ scrollSnapAlign: "start" });
export const bannerLink = style({ display: "block", color: vars.text, textDecoration: "none" });
export const bannerImage = style({ display: "block", width: "100%", aspectRatio: "3 / 1", objectFit: "cover", borderRadius: radius.lg, background: vars.border });
export const bannerTitle = style({ margin: `${space.xs} 0 0`, fontSize: "15px" });

export const popupBlock = style({
  position: "relative",
  margin: `${space.lg} 0 0`,
  padding: space.md,
  border: `2px solid ${vars.brand}`,
  borderRadius: radius.lg,
  background: vars.surface,
});
export const popupTitle = style({ margin: `0 0 ${space.sm}`, fontSize: "18px", paddingRight: "40px" });
export const popupImage = style({ display: "block", maxWidth: "100%", height: "auto", borderRadius: radius.sm, margin: `${space.sm} 0` });
export const popupActions = style({ display: "flex", flexWrap: "wrap", gap: space.sm, alignItems: "center", marginTop: space.md });
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
  width: "480px",
  maxWidth: "100%",
  maxHeight: "90vh",
  overflowY: "auto",
  background: vars.surface,
  color: vars.text,
  borderRadius: radius.lg,
  boxShadow: "0 12px 40px rgba(0,0,0,.25)",
  outline: "none",
});
export const dialog = style({ padding: space.lg, outline: "none" });

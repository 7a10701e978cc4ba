import { style } from "@vanilla-extract/css";
import { radius, space, vars } from "../styles/theme.css";

export const video = style({ display: "block", width: "100%", height: "360px", background: "#000", borderRadius: radius.md, margin: `${space.md} 0` });
export const neighbours = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: space.md, marginTop: space.lg, paddingTop: space.md, borderTop: `1px solid ${vars.border}` });
export const neighbour = style({ display: "inline-block", padding: `${space.sm} 0`, minHeight: "24px" });
export const toc = style({ margin: `0 0 ${space.lg}`, padding: space.md, border: `1px solid ${vars.border}`, borderRadius: radius.md });
export const tocTitle = style({ fontSize: "16px", margin: `0 0 ${space.sm}` });
export const tocList = style({ margin: 0, paddingLeft: "1.5em", display: "grid", gap: space.xs });
export const section = style({ marginBottom: space.xl, scrollMarginTop: space.lg });
export const sectionTitle = style({ fontSize: "20px", margin: `0 0 ${space.sm}` });
export const lessonList = style({ marginTop: space.md });

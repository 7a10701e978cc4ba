import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", { WebkitTextSizeAdjust: "100%" });
globalStyle("body", {
  margin: 0,
  fontFamily: '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", system-ui, sans-serif',
  fontSize: "15px",
  lineHeight: 1.6,
  color: vars.text,
  background: vars.surfaceAlt,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
});
globalStyle("a", { color: vars.brand });
globalStyle("a:focus-visible, button:focus-visible, summary:focus-visible, [tabindex]:focus-visible", {
  outline: `3px solid ${vars.accent}`,
  outlineOffset: "2px",
});
globalStyle("h1, h2, h3", { lineHeight: 1.3 });
globalStyle("img", { maxWidth: "100%" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0,0,0,0)",
  whiteSpace: "nowrap",
  border: 0,
});

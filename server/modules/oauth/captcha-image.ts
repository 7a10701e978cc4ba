import { randomInt } from "node:crypto";
import { CAPTCHA_ALPHABET } from "./oauth.schema";

/**
 * Hand-drawn stroke glyphs on a 10×14 grid (y down). The image is drawn from
 * these as jittered, rotated paths with crossing noise strokes of the same
 * weight, so the SVG carries no text a machine could read off directly.
 */
type Stroke = Array<[number, number]>;
const P: Stroke[] = [[[1, 14], [1, 0], [6, 0], [8, 1], [9, 3.5], [8, 6], [6, 7], [1, 7]]];
const GLYPHS: Record<string, Stroke[]> = {
  "2": [[[1, 3], [2, 1], [5, 0], [8, 1], [9, 3], [8, 6], [1, 14], [9, 14]]],
  "3": [
    [[1, 1], [5, 0], [8, 1], [9, 3], [8, 5.5], [5, 7]],
    [[5, 7], [8, 8.5], [9, 11], [8, 13], [5, 14], [1, 13]],
  ],
  "4": [[[7, 14], [7, 0], [0, 10], [10, 10]]],
  "5": [[[9, 0], [2, 0], [1, 6], [5, 5.5], [8, 7], [9, 10], [8, 13], [5, 14], [1, 13]]],
  "6": [[[8, 1], [5, 0], [2, 2], [1, 6], [1, 10], [2, 13], [5, 14], [8, 13], [9, 10], [8, 7], [5, 6], [2, 7], [1, 9]]],
  "7": [[[1, 0], [9, 0], [4, 14]]],
  "8": [[[5, 7], [2, 5.5], [1, 3], [2, 1], [5, 0], [8, 1], [9, 3], [8, 5.5], [5, 7], [1.5, 9], [1, 11], [2, 13], [5, 14], [8, 13], [9, 11], [8.5, 9], [5, 7]]],
  A: [[[0, 14], [5, 0], [10, 14]], [[2, 9], [8, 9]]],
  B: [
    [[1, 14], [1, 0], [6, 0], [8, 1], [9, 3], [8, 5.5], [6, 7], [1, 7]],
    [[6, 7], [8, 8], [9, 10.5], [8, 13], [6, 14], [1, 14]],
  ],
  C: [[[9, 2], [7, 0], [4, 0], [2, 1], [1, 3], [1, 11], [2, 13], [4, 14], [7, 14], [9, 12]]],
  D: [[[1, 0], [1, 14], [5, 14], [8, 12], [9, 9], [9, 5], [8, 2], [5, 0], [1, 0]]],
  E: [[[9, 0], [1, 0], [1, 14], [9, 14]], [[1, 7], [7, 7]]],
  F: [[[9, 0], [1, 0], [1, 14]], [[1, 7], [7, 7]]],
  G: [[[9, 2], [7, 0], [4, 0], [2, 1], [1, 3], [1, 11], [2, 13], [4, 14], [7, 14], [9, 12], [9, 8], [5, 8]]],
  H: [[[1, 0], [1, 14]], [[9, 0], [9, 14]], [[1, 7], [9, 7]]],
  J: [[[3, 0], [9, 0]], [[7, 0], [7, 11], [6, 13], [4, 14], [2, 13], [1, 11]]],
  K: [[[1, 0], [1, 14]], [[9, 0], [1, 8]], [[4, 5], [9, 14]]],
  M: [[[1, 14], [1, 0], [5, 8], [9, 0], [9, 14]]],
  N: [[[1, 14], [1, 0], [9, 14], [9, 0]]],
  P,
  Q: [[[5, 0], [2, 1], [1, 4], [1, 10], [2, 13], [5, 14], [8, 13], [9, 10], [9, 4], [8, 1], [5, 0]], [[6, 10], [10, 15]]],
  R: [...P, [[5, 7], [9, 14]]],
  S: [[[9, 2], [7, 0], [3, 0], [1, 2], [1, 4], [3, 6], [7, 8], [9, 10], [9, 12], [7, 14], [3, 14], [1, 12]]],
  T: [[[0, 0], [10, 0]], [[5, 0], [5, 14]]],
  U: [[[1, 0], [1, 10], [2, 13], [5, 14], [8, 13], [9, 10], [9, 0]]],
  V: [[[0, 0], [5, 14], [10, 0]]],
  W: [[[0, 0], [2.5, 14], [5, 5], [7.5, 14], [10, 0]]],
  X: [[[1, 0], [9, 14]], [[9, 0], [1, 14]]],
  Y: [[[0, 0], [5, 7], [10, 0]], [[5, 7], [5, 14]]],
  Z: [[[1, 0], [9, 0], [1, 14], [9, 14]]],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;

/** Uniform in [min, max) from the CSPRNG, to 1/1000. */
function rand(min: number, max: number): number {
  return min + (randomInt(0, 1000) / 1000) * (max - min);
}
const f = (n: number) => n.toFixed(1);
const COLORS = ["#1f3a93", "#8e2c48", "#22543d", "#5b2c83", "#7a4a00", "#2d3748"];

export function randomCaptchaText(length: number): string {
  let out = "";
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return out;
}

/** The glyph's strokes as SVG path data, placed in its cell with its own scale, slant, rotation and jitter. */
function glyphPath(ch: string, cellX: number): string {
  const strokes = GLYPHS[ch];
  if (!strokes) throw new Error(`no captcha glyph for ${ch}`);
  const sx = rand(1.3, 1.7);
  const sy = rand(1.7, 1.95);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const shear = rand(-0.25, 0.25);
  const cx = cellX + rand(9, 13);
  const cy = CAPTCHA_HEIGHT / 2 + rand(-2, 2);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const parts: string[] = [];
  for (const stroke of strokes) {
    const pts = stroke.map(([gx, gy]) => {
      // Centre the 10×14 grid, jitter each point, shear and scale, then rotate about the cell centre.
      const x0 = (gx - 5 + rand(-0.35, 0.35)) * sx;
      const y0 = (gy - 7 + rand(-0.35, 0.35)) * sy;
      const x1 = x0 + shear * y0;
      return [cx + x1 * cos - y0 * sin, cy + x1 * sin + y0 * cos] as const;
    });
    // Straight segments: corners stay sharp, so E, Z and 4 keep their shape; jitter keeps them hand-drawn.
    let d = `M${f(pts[0][0])} ${f(pts[0][1])}`;
    for (const [x, y] of pts.slice(1)) d += `L${f(x)} ${f(y)}`;
    parts.push(d);
  }
  return parts.join("");
}

function noiseCurve(): string {
  const y = () => f(rand(4, CAPTCHA_HEIGHT - 4));
  return `M${f(rand(0, 15))} ${y()}C${f(rand(20, 50))} ${y()} ${f(rand(60, 100))} ${y()} ${f(rand(105, CAPTCHA_WIDTH))} ${y()}`;
}

/** An SVG captcha of `text` as a data URL. */
export function renderCaptcha(text: string): string {
  const cell = (CAPTCHA_WIDTH - 10) / text.length;
  const shapes: string[] = [];
  for (let i = 0; i < 40; i++) {
    shapes.push(`<circle cx="${f(rand(0, CAPTCHA_WIDTH))}" cy="${f(rand(0, CAPTCHA_HEIGHT))}" r="${f(rand(0.4, 1.3))}" fill="${COLORS[randomInt(0, COLORS.length)]}"/>`);
  }
  [...text].forEach((ch, i) => {
    const color = COLORS[randomInt(0, COLORS.length)];
    shapes.push(`<path d="${glyphPath(ch, 5 + i * cell)}" stroke="${color}" stroke-width="${f(rand(1.8, 2.6))}"/>`);
  });
  for (let i = 0; i < 3; i++) {
    shapes.push(`<path d="${noiseCurve()}" stroke="${COLORS[randomInt(0, COLORS.length)]}" stroke-width="${f(rand(1, 1.8))}"/>`);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f3f1ea"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shapes.join("")}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

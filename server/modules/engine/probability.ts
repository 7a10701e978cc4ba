// Distribution functions and the bands, shared by the engine, the reference method and the backtest.

/**
 * Student's t CDF for an odd number of degrees of freedom, in closed form: with u = t/√ν and
 * c² = 1/(1+u²), F = ½ + (atan u + u·Σ aₖ c^(2k+2)) / π, aₖ = aₖ₋₁·2k/(2k+1) — one arctangent, no special functions.
 */
export function studentTCdf(t: number, nu: number): number {
  const u = t / Math.sqrt(nu);
  if (nu === 1) return 0.5 + Math.atan(u) / Math.PI;
  const c2 = 1 / (1 + u * u);
  let term = c2;
  let sum = c2;
  for (let k = 1; k <= (nu - 3) / 2; k++) {
    term *= (c2 * (2 * k)) / (2 * k + 1);
    sum += term;
  }
  return 0.5 + (Math.atan(u) + u * sum) / Math.PI;
}

/** Quantile of the Student-t (odd degrees of freedom) by bisection: for the predicted range, not the hot path. */
export function studentTQuantile(q: number, nu: number): number {
  let lo = -1e3;
  let hi = 1e3;
  for (let k = 0; k < 80; k++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, nu) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The two-piece ("split") Student-t of Fernández and Steel: the t stretched by γ on the right of
 * its mode and squeezed by γ on the left (γ = 1: the t itself). Lines move asymmetrically: most
 * move a little toward the top, a few fall far when a unit falls out of favour.
 * F(z) = 2/(1+γ²)·T(zγ) for z < 0, 1 − 2γ²/(1+γ²)·(1 − T(z/γ)) for z ≥ 0.
 */
export function splitTCdf(z: number, nu: number, skew: number): number {
  if (skew === 1) return studentTCdf(z, nu);
  const g2 = skew * skew;
  return z < 0 ? (2 / (1 + g2)) * studentTCdf(z * skew, nu) : 1 - ((2 * g2) / (1 + g2)) * (1 - studentTCdf(z / skew, nu));
}

/** Quantile of the split t (for the predicted range, not the hot path). */
export function splitTQuantile(q: number, nu: number, skew: number): number {
  const g2 = skew * skew;
  const atMode = 1 / (1 + g2);
  return q < atMode ? studentTQuantile((q * (1 + g2)) / 2, nu) / skew : skew * studentTQuantile(1 - ((1 - q) * (1 + g2)) / (2 * g2), nu);
}

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 on erf; error < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

export const BANDS = ["gamble", "radical", "steady", "conservative", "bottom"] as const;
export type Band = (typeof BANDS)[number];
export const BAND_LABEL: Record<Band, string> = { gamble: "搏", radical: "冲", steady: "稳", conservative: "保", bottom: "垫" };
/** Lower probability bound of each band; the bands are read from the unrounded probability. */
export const BAND_FLOOR: Record<Band, number> = { gamble: 0, radical: 0.1, steady: 0.4, conservative: 0.75, bottom: 0.93 };

export function bandOf(p: number): Band {
  if (p >= 0.93) return "bottom";
  if (p >= 0.75) return "conservative";
  if (p >= 0.4) return "steady";
  if (p >= 0.1) return "radical";
  return "gamble";
}

/** Spec §3 rankType: 4 bottom, 3 conservative, 2 steady, 1 radical, 0 gamble. */
export function rankTypeOf(band: Band): number {
  return BANDS.indexOf(band);
}

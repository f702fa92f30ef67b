import { hexToRgb } from './color-utils.ts';

// HCL interpolation as d3-interpolate's interpolateHcl (with d3-color's CIELAB D50 conversions),
// which Superset's sequential schemes use; written here so core needs no colour package.

interface Hcl {
  h: number;
  c: number;
  l: number;
}

const Xn = 0.96422;
const Zn = 0.82521;
const t0 = 4 / 29;
const t1 = 6 / 29;
const t2 = 3 * t1 * t1;
const t3 = t1 * t1 * t1;

const rgb2lrgb = (x: number): number => ((x /= 255) <= 0.04045 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4));
const lrgb2rgb = (x: number): number => 255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - 0.055);
const xyz2lab = (t: number): number => (t > t3 ? Math.pow(t, 1 / 3) : t / t2 + t0);
const lab2xyz = (t: number): number => (t > t1 ? t * t * t : t2 * (t - t0));

function toHcl(color: string): Hcl {
  const { r: R, g: G, b: B } = hexToRgb(color);
  const r = rgb2lrgb(R);
  const g = rgb2lrgb(G);
  const b = rgb2lrgb(B);
  const y = xyz2lab(0.2225045 * r + 0.7168786 * g + 0.0606169 * b);
  let x = y;
  let z = y;
  if (!(r === g && g === b)) {
    x = xyz2lab((0.4360747 * r + 0.3850649 * g + 0.1430804 * b) / Xn);
    z = xyz2lab((0.0139322 * r + 0.0971045 * g + 0.7141733 * b) / Zn);
  }
  const l = 116 * y - 16;
  const A = 500 * (x - y);
  const Bb = 200 * (y - z);
  if (A === 0 && Bb === 0) return { h: Number.NaN, c: 0 < l && l < 100 ? 0 : Number.NaN, l };
  const h = (Math.atan2(Bb, A) * 180) / Math.PI;
  return { h: h < 0 ? h + 360 : h, c: Math.sqrt(A * A + Bb * Bb), l };
}

function toRgbString({ h, c, l }: Hcl): string {
  const a = Number.isNaN(h) ? 0 : Math.cos((h * Math.PI) / 180) * c;
  const bb = Number.isNaN(h) ? 0 : Math.sin((h * Math.PI) / 180) * c;
  let y = (l + 16) / 116;
  let x = Number.isNaN(a) ? y : y + a / 500;
  let z = Number.isNaN(bb) ? y : y - bb / 200;
  x = Xn * lab2xyz(x);
  y = lab2xyz(y);
  z = Zn * lab2xyz(z);
  const channel = (v: number): number => Math.max(0, Math.min(255, Math.round(lrgb2rgb(v) || 0)));
  const r = channel(3.1338561 * x - 1.6168667 * y - 0.4906146 * z);
  const g = channel(-0.9787684 * x + 1.9161415 * y + 0.033454 * z);
  const b = channel(0.0719453 * x - 0.2289914 * y + 1.4052427 * z);
  return `rgb(${r}, ${g}, ${b})`;
}

const constantOr = (a: number, b: number): number => (Number.isNaN(a) ? b : a);

/** d3.interpolateHcl(from, to): t in [0, 1] → 'rgb(r, g, b)'. Hue takes the shorter way round. */
export function interpolateHcl(from: string, to: string): (t: number) => string {
  const s = toHcl(from);
  const e = toHcl(to);
  const dh = e.h - s.h;
  const hueDelta = dh > 180 || dh < -180 ? dh - 360 * Math.round(dh / 360) : dh;
  const lerp = (a: number, b: number, d: number, t: number): number => (d ? a + t * d : constantOr(a, b));
  return (t) =>
    toRgbString({
      h: lerp(s.h, e.h, hueDelta, t),
      c: lerp(s.c, e.c, e.c - s.c, t),
      l: lerp(s.l, e.l, e.l - s.l, t),
    });
}

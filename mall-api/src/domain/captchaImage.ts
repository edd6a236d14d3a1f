/**
 * The captcha image: each character drawn from a small stroke font of our own as plain path
 * segments (no <text>, no font), turned, skewed, scaled and jittered at random, over noise curves,
 * a decoy and dots. Every glyph is cut into the same number of segments and every colour is
 * rgb() numbers, so the markup is the same for any answer but for its numbers: a script reading
 * the SVG finds no characters, and two images of one answer differ.
 */
import { randomInt } from 'node:crypto';

type Point = [number, number];

/** Strokes on a 4 × 6 grid (x right, y down), "x,y x,y|next stroke"; both cases draw the capital. */
const FONT: Record<string, string> = {
  A: '0,6 2,0 4,6|1,4 3,4',
  B: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|3,3 4,4 4,5 3,6 0,6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 3,6 4,5 4,1 3,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,4|1.5,3 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  0: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|0.5,5.5 3.5,0.5',
  1: '1,1 2,0 2,6|1,6 3,6',
  2: '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  3: '0,1 1,0 3,0 4,1 4,2 3,3 1.5,3|3,3 4,4 4,5 3,6 1,6 0,5',
  4: '3,6 3,0 0,4 4,4',
  5: '4,0 0,0 0,3 3,3 4,4 4,5 3,6 1,6 0,5',
  6: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  7: '0,0 4,0 1.5,6',
  8: '1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,2 0,1 1,0',
  9: '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5',
};

/** Every glyph is drawn as exactly this many segments (the longest ones split), whatever its shape. */
const SEGMENTS = 24;
const WIDTH = 120;
const HEIGHT = 44;

/** A uniform random number in [min, max), from the CSPRNG (the image must not be predictable). */
const between = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const num = (n: number) => n.toFixed(1);
const rgb = (low: number, high: number) => `rgb(${randomInt(low, high)},${randomInt(low, high)},${randomInt(low, high)})`;

/** The glyph's strokes as segments on its grid. */
function segmentsOf(ch: string): Array<[Point, Point]> {
  const strokes = (FONT[ch.toUpperCase()] ?? FONT.O!).split('|').map((stroke) => stroke.split(' ').map((p) => p.split(',').map(Number) as Point));
  return strokes.flatMap((points) => points.slice(1).map((to, i): [Point, Point] => [points[i]!, to]));
}

/** Splits the longest segment in two until there are `count`: the same structure for every glyph. */
function toCount(segments: Array<[Point, Point]>, count: number): Array<[Point, Point]> {
  const out = [...segments];
  const length = ([a, b]: [Point, Point]) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  while (out.length < count) {
    const i = out.reduce((longest, s, j) => (length(s) > length(out[longest]!) ? j : longest), 0);
    const [a, b] = out[i]!;
    const mid: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    out.splice(i, 1, [a, mid], [mid, b]);
  }
  return out;
}

/** One character at cell `index`: turned, skewed, scaled and jittered; its segments in random order and direction. */
function glyphPath(ch: string, index: number, cells: number): string {
  const cell = (WIDTH - 16) / cells;
  const cx = 8 + cell * (index + 0.5) + between(-3, 3);
  const cy = HEIGHT / 2 + between(-4, 4);
  const angle = (between(-28, 28) * Math.PI) / 180;
  const skew = between(-0.3, 0.3);
  const scale = between(0.85, 1.15);
  const place = ([gx, gy]: Point): Point => {
    // Grid centre (2, 3) to the origin; 3.6 px per column, 4 px per row.
    const x = (gx - 2) * 3.6 * scale + (gy - 3) * 4 * skew;
    const y = (gy - 3) * 4 * scale;
    return [cx + x * Math.cos(angle) - y * Math.sin(angle) + between(-0.7, 0.7), cy + x * Math.sin(angle) + y * Math.cos(angle) + between(-0.7, 0.7)];
  };
  const segments = toCount(segmentsOf(ch), SEGMENTS).map(([a, b]) => (randomInt(2) ? [place(a), place(b)] : [place(b), place(a)]));
  for (let i = segments.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [segments[i], segments[j]] = [segments[j]!, segments[i]!];
  }
  const d = segments.map(([a, b]) => `M${num(a![0])} ${num(a![1])}L${num(b![0])} ${num(b![1])}`).join('');
  return `<path d="${d}" fill="none" stroke="${rgb(20, 90)}" stroke-width="${num(between(2, 2.8))}" stroke-linecap="round"/>`;
}

const noiseCurve = () =>
  `<path d="M${num(between(0, 20))} ${num(between(0, HEIGHT))}Q${num(between(30, 90))} ${num(between(-20, HEIGHT + 20))} ${num(between(100, WIDTH))} ${num(between(0, HEIGHT))}" fill="none" stroke="${rgb(90, 170)}" stroke-width="${num(between(1, 2))}"/>`;

/** Short strokes scattered like a glyph's, so a script cannot tell the characters by their segments alone. */
const decoy = () => {
  const d = Array.from({ length: SEGMENTS }, () => {
    const [x, y] = [between(4, WIDTH - 4), between(4, HEIGHT - 4)];
    return `M${num(x)} ${num(y)}L${num(x + between(-4, 4))} ${num(y + between(-4, 4))}`;
  }).join('');
  return `<path d="${d}" fill="none" stroke="${rgb(130, 190)}" stroke-width="${num(between(1, 1.6))}" stroke-linecap="round"/>`;
};

const dot = () => `<circle cx="${num(between(0, WIDTH))}" cy="${num(between(0, HEIGHT))}" r="${num(between(0.6, 1.4))}" fill="${rgb(100, 180)}"/>`;

/** The code drawn as an SVG of paths only. */
export function captchaSvg(code: string): string {
  const chars = [...code];
  const glyphs = chars.map((ch, i) => glyphPath(ch, i, chars.length)).join('');
  const noise = Array.from({ length: 4 }, noiseCurve).join('');
  const dots = Array.from({ length: 30 }, dot).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="${rgb(235, 250)}"/>${noise}${decoy()}${glyphs}${dots}</svg>`;
}

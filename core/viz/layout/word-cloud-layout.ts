import cloud from 'd3-cloud';
import { BoxTextCanvas } from './box-text-canvas.ts';

// The word cloud layout of the viz SDK: d3-cloud (Jason Davies' spiral packing, as Superset's
// word cloud uses it), run synchronously so transformProps stays pure and the server can draw it.
// Without a canvas (Node, SSR, tests) words are measured approximately and pack by their text
// boxes (see box-text-canvas.ts); a browser host may pass a real canvas for glyph-tight packing.

export interface WordCloudInput {
  text: string;
  /** Font size in px. */
  size: number;
  /** Rotation in degrees. */
  rotate: number;
  /** Anything the caller wants back on the placed word (value, colour…). */
  datum?: unknown;
}

export interface PlacedWord {
  text: string;
  size: number;
  rotate: number;
  /** Centre of the word, relative to the centre of the area. */
  x: number;
  y: number;
  datum?: unknown;
}

export interface WordCloudLayoutOptions {
  width: number;
  height: number;
  fontFamily?: string;
  fontWeight?: string;
  padding?: number;
  spiral?: 'archimedean' | 'rectangular';
  /** Random seed: the same input lays out the same way. */
  seed?: number;
  /** A canvas factory (browser); defaults to the approximate box canvas. */
  canvas?: () => unknown;
}

/** Mulberry32: a small seeded generator in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Places the words that fit (largest first); returns them in placement order. */
export function layoutWordCloud(words: readonly WordCloudInput[], options: WordCloudLayoutOptions): PlacedWord[] {
  type Word = cloud.Word & { datum?: unknown };
  let placed: Word[] = [];
  const input: Word[] = words.map((w) => ({ text: w.text, size: w.size, rotate: w.rotate, datum: w.datum }));
  const layout = cloud<Word>()
    .size([Math.max(1, Math.floor(options.width)), Math.max(1, Math.floor(options.height))])
    .words(input)
    .padding(options.padding ?? 5)
    .rotate((d) => d.rotate ?? 0)
    .font(options.fontFamily ?? 'sans-serif')
    .fontWeight(options.fontWeight ?? 'bold')
    .fontSize((d) => d.size ?? 10)
    .spiral(options.spiral ?? 'archimedean')
    .random(seededRandom(options.seed ?? 1))
    .timeInterval(Infinity)
    .canvas((options.canvas ?? (() => new BoxTextCanvas())) as () => HTMLCanvasElement)
    .on('end', (tags) => {
      placed = tags;
    });
  layout.start();
  layout.stop();
  return placed.map((w) => ({
    text: w.text ?? '',
    size: w.size ?? 0,
    rotate: w.rotate ?? 0,
    x: w.x ?? 0,
    y: w.y ?? 0,
    datum: w.datum,
  }));
}

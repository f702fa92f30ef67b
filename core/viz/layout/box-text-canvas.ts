// A stand-in for the 2D canvas d3-cloud draws its word sprites on, for hosts without one (Node,
// server-side rendering) and for deterministic tests: a word is measured as 0.58 em per character
// and "drawn" as its filled, rotated text box (ascent 0.8 em, descent 0.2 em). Words then pack by
// their boxes rather than their glyphs: looser than in a browser, never overlapping.

const AVERAGE_CHAR_EM = 0.58;

interface Transform {
  tx: number;
  ty: number;
  angle: number;
}

interface Quad {
  points: [number, number][];
}

export function approximateTextWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * AVERAGE_CHAR_EM;
}

class BoxTextContext {
  font = '10px sans-serif';
  fillStyle = 'red';
  strokeStyle = 'red';
  lineWidth = 1;
  private state: Transform = { tx: 0, ty: 0, angle: 0 };
  private stack: Transform[] = [];
  private quads: Quad[] = [];

  constructor(private readonly canvas: BoxTextCanvas) {}

  private fontSize(): number {
    const match = /(\d+(?:\.\d+)?)px/.exec(this.font);
    return match ? Number(match[1]) : 10;
  }

  save(): void {
    this.stack.push({ ...this.state });
  }
  restore(): void {
    this.state = this.stack.pop() ?? { tx: 0, ty: 0, angle: 0 };
  }
  translate(x: number, y: number): void {
    const { angle } = this.state;
    this.state.tx += x * Math.cos(angle) - y * Math.sin(angle);
    this.state.ty += x * Math.sin(angle) + y * Math.cos(angle);
  }
  rotate(angle: number): void {
    this.state.angle += angle;
  }
  clearRect(): void {
    this.quads = [];
  }
  measureText(text: string): { width: number } {
    return { width: approximateTextWidth(text, this.fontSize()) };
  }
  fillText(text: string, x: number, y: number): void {
    const size = this.fontSize();
    const width = approximateTextWidth(text, size);
    const corners: [number, number][] = [
      [x, y - 0.8 * size],
      [x + width, y - 0.8 * size],
      [x + width, y + 0.2 * size],
      [x, y + 0.2 * size],
    ];
    const { tx, ty, angle } = this.state;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    this.quads.push({ points: corners.map(([px, py]) => [tx + px * cos - py * sin, ty + px * sin + py * cos]) });
  }
  strokeText(text: string, x: number, y: number): void {
    this.fillText(text, x, y);
  }
  getImageData(sx: number, sy: number, sw: number, sh: number): { data: Uint8ClampedArray } {
    const data = new Uint8ClampedArray(sw * sh * 4);
    for (const { points } of this.quads) {
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      const x0 = Math.max(sx, Math.floor(Math.min(...xs)));
      const x1 = Math.min(sx + sw - 1, Math.ceil(Math.max(...xs)));
      const y0 = Math.max(sy, Math.floor(Math.min(...ys)));
      const y1 = Math.min(sy + sh - 1, Math.ceil(Math.max(...ys)));
      for (let py = y0; py <= y1; py++) {
        for (let px = x0; px <= x1; px++) {
          if (insideConvex(points, px + 0.5, py + 0.5))
            data.fill(255, ((py - sy) * sw + (px - sx)) * 4, ((py - sy) * sw + (px - sx)) * 4 + 4);
        }
      }
    }
    void this.canvas;
    return { data };
  }
}

function insideConvex(points: [number, number][], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < points.length; i++) {
    const [ax, ay] = points[i]!;
    const [bx, by] = points[(i + 1) % points.length]!;
    const cross = (bx - ax) * (y - ay) - (by - ay) * (x - ax);
    if (cross !== 0) {
      const s = Math.sign(cross);
      if (sign === 0) sign = s;
      else if (s !== sign) return false;
    }
  }
  return true;
}

/** The canvas d3-cloud receives: only the few members its sprite code touches. */
export class BoxTextCanvas {
  width = 1;
  height = 1;
  private readonly context = new BoxTextContext(this);
  getContext(): BoxTextContext {
    return this.context;
  }
}

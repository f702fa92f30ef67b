/**
 * Chromium caps an element's scroll height at 33,554,432 px (Firefox at about 17.9M), so a
 * million rows of 28 px cannot be laid out at their real height. Past MAX_SCROLL_PX the grid
 * lays out a shorter scroll area and maps its scroll position linearly onto the rows: the
 * scrollbar still spans every row, its end is the last row, and keyboard and wheel moves are
 * applied in row space so they move by rows, not by a scaled jump.
 */
export const MAX_SCROLL_PX = 15_000_000;

/** The height laid out for content of `contentPx` (the real scroll height). */
export function layoutHeight(contentPx: number, maxPx = MAX_SCROLL_PX): number {
  return Math.min(contentPx, maxPx);
}

/** Content pixels per scrolled pixel: 1 until the content outgrows the cap. */
export function scrollRatio(contentPx: number, viewportPx: number, maxPx = MAX_SCROLL_PX): number {
  const real = layoutHeight(contentPx, maxPx);
  if (contentPx <= maxPx || real <= viewportPx) return 1;
  return (contentPx - viewportPx) / (real - viewportPx);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The content offset shown at a real scroll position. */
export function toContentOffset(realTop: number, contentPx: number, viewportPx: number, maxPx = MAX_SCROLL_PX): number {
  return clamp(realTop * scrollRatio(contentPx, viewportPx, maxPx), 0, Math.max(0, contentPx - viewportPx));
}

/** The real scroll position that shows a content offset. */
export function toRealTop(contentOffset: number, contentPx: number, viewportPx: number, maxPx = MAX_SCROLL_PX): number {
  const max = Math.max(0, contentPx - viewportPx);
  return clamp(contentOffset, 0, max) / scrollRatio(contentPx, viewportPx, maxPx);
}

type OffsetListener = (offset: number, isScrolling: boolean) => void;

/**
 * The vertical scroll state of one grid, in content pixels. It owns the element's scrollTop:
 * a scroll the user makes (scrollbar drag, touch) is mapped to content, a move the grid makes
 * (keyboard, wheel, rows appended) is kept exactly and written back scaled.
 */
export class ScaledScroller {
  offset = 0;
  private contentPx = 0;
  private el: HTMLElement | null = null;
  private written: number | null = null;
  private listeners = new Set<OffsetListener>();
  private idle: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly maxPx = MAX_SCROLL_PX) {}

  get viewportPx(): number {
    return this.el?.clientHeight ?? 0;
  }

  get ratio(): number {
    return scrollRatio(this.contentPx, this.viewportPx, this.maxPx);
  }

  get maxOffset(): number {
    return Math.max(0, this.contentPx - this.viewportPx);
  }

  attach(el: HTMLElement): () => void {
    this.el = el;
    el.addEventListener('scroll', this.onScroll, { passive: true });
    el.addEventListener('wheel', this.onWheel, { passive: false });
    return () => {
      el.removeEventListener('scroll', this.onScroll);
      el.removeEventListener('wheel', this.onWheel);
      clearTimeout(this.idle);
      if (this.el === el) this.el = null;
    };
  }

  /** For TanStack Virtual's `observeElementOffset`: tells the current offset now and on change. */
  subscribe(listener: OffsetListener): () => void {
    this.listeners.add(listener);
    listener(this.offset, false);
    return () => this.listeners.delete(listener);
  }

  /**
   * The content grew or shrank (rows streamed in, a new result) or the viewport was resized: the
   * rows in view stay in view. Call after the layout height for `contentPx` is in the DOM.
   */
  setContentPx(contentPx: number): void {
    this.contentPx = contentPx;
    this.scrollTo(Math.min(this.offset, this.maxOffset), false);
  }

  /** Shows content from `offset` on (clamped). */
  scrollTo(offset: number, notifyScrolling = true): void {
    this.offset = clamp(offset, 0, this.maxOffset);
    const el = this.el;
    if (el) {
      const real = toRealTop(this.offset, this.contentPx, this.viewportPx, this.maxPx);
      this.written = real;
      if (Math.abs(el.scrollTop - real) >= 0.5) el.scrollTop = real;
    }
    this.emit(notifyScrolling);
  }

  private emit(scrolling: boolean): void {
    for (const l of this.listeners) l(this.offset, scrolling);
    clearTimeout(this.idle);
    if (scrolling) this.idle = setTimeout(() => this.listeners.forEach((l) => l(this.offset, false)), 150);
  }

  private onScroll = () => {
    const el = this.el;
    if (!el) return;
    const real = el.scrollTop;
    // Our own write reads back rounded to a pixel: the exact content offset stays.
    if (this.written !== null && Math.abs(real - this.written) <= 1) return this.emit(true);
    this.written = null;
    const next = toContentOffset(real, this.contentPx, this.viewportPx, this.maxPx);
    if (next === this.offset) return;
    this.offset = next;
    this.emit(true);
  };

  private onWheel = (e: WheelEvent) => {
    if (this.ratio === 1 || e.ctrlKey || !this.el) return; // native scrolling is exact below the cap
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? this.viewportPx : 1;
    const dy = e.deltaY * unit;
    const dx = e.deltaX * unit;
    if (dy === 0) return;
    e.preventDefault();
    if (dx) this.el.scrollLeft += dx;
    this.scrollTo(this.offset + dy);
  };
}

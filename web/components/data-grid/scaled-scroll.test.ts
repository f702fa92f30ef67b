import { describe, expect, it } from 'vitest';
import {
  layoutHeight,
  MAX_SCROLL_PX,
  ScaledScroller,
  scrollRatio,
  toContentOffset,
  toRealTop,
} from './scaled-scroll.ts';

const VIEW = 600;

describe('scaled scroll', () => {
  it('is the identity below the cap', () => {
    const content = 32 + 10_000 * 28;
    expect(layoutHeight(content)).toBe(content);
    expect(scrollRatio(content, VIEW)).toBe(1);
    expect(toContentOffset(12_345, content, VIEW)).toBe(12_345);
    expect(toRealTop(12_345, content, VIEW)).toBe(12_345);
  });

  it('lays out at most the cap and maps the whole scroll range onto every row', () => {
    const content = 32 + 10_000_000 * 28; // 280M px: far past Chromium's 33.5M cap
    const real = layoutHeight(content);
    expect(real).toBe(MAX_SCROLL_PX);
    const realMax = real - VIEW;
    // The scrollbar's end shows the last row at the bottom.
    expect(toContentOffset(realMax, content, VIEW)).toBeCloseTo(content - VIEW, 3);
    // The middle of the scrollbar shows the middle of the rows.
    const mid = toContentOffset(realMax / 2, content, VIEW);
    expect(Math.floor((mid + VIEW / 2 - 32) / 28)).toBeGreaterThan(4_999_000);
    expect(Math.floor((mid + VIEW / 2 - 32) / 28)).toBeLessThan(5_001_000);
    // Round trip.
    expect(toRealTop(toContentOffset(1234, content, VIEW), content, VIEW)).toBeCloseTo(1234, 6);
  });

  it('clamps offsets to the content', () => {
    const content = 32 + 2_000_000 * 28;
    expect(toContentOffset(-50, content, VIEW)).toBe(0);
    expect(toContentOffset(1e12, content, VIEW)).toBe(content - VIEW);
    expect(toRealTop(1e12, content, VIEW)).toBeCloseTo(MAX_SCROLL_PX - VIEW, 6);
  });

  it('never scales content shorter than the viewport', () => {
    expect(scrollRatio(100, VIEW)).toBe(1);
    expect(toContentOffset(10, 100, VIEW)).toBe(0);
  });
});

/** A stand-in for the viewport element: integer scrollTop clamped to the layout, scroll events on demand. */
function fakeViewport(clientHeight: number) {
  const handlers = new Map<string, (e: unknown) => void>();
  let top = 0;
  const el = {
    clientHeight,
    scrollLeft: 0,
    layoutPx: 0,
    get scrollTop() {
      return top;
    },
    set scrollTop(v: number) {
      top = Math.round(Math.min(Math.max(0, v), Math.max(0, el.layoutPx - clientHeight)));
    },
    addEventListener: (type: string, h: (e: unknown) => void) => handlers.set(type, h),
    removeEventListener: (type: string) => handlers.delete(type),
    fire: (type: string, e: unknown = {}) => handlers.get(type)?.(e),
  };
  return el;
}

describe('ScaledScroller', () => {
  const setup = (rows: number) => {
    const el = fakeViewport(VIEW);
    const scroller = new ScaledScroller();
    const seen: number[] = [];
    scroller.attach(el as unknown as HTMLElement);
    scroller.subscribe((o) => seen.push(o));
    const content = 32 + rows * 28;
    el.layoutPx = layoutHeight(content);
    scroller.setContentPx(content);
    return { el, scroller, seen, content };
  };

  it('keeps its exact content offset through the rounded read-back of its own write', () => {
    const { el, scroller } = setup(2_000_000);
    scroller.scrollTo(1_234_567);
    expect(scroller.offset).toBe(1_234_567);
    expect(el.scrollTop).toBe(Math.round(toRealTop(1_234_567, 32 + 2_000_000 * 28, VIEW)));
    el.fire('scroll');
    expect(scroller.offset).toBe(1_234_567);
  });

  it('maps a scroll the user makes (scrollbar drag) onto the rows', () => {
    const { el, scroller, content } = setup(2_000_000);
    el.scrollTop = (el.layoutPx - VIEW) / 2;
    el.fire('scroll');
    expect(scroller.offset).toBeCloseTo((content - VIEW) / 2, -2);
    el.scrollTop = 1e12;
    el.fire('scroll');
    expect(scroller.offset).toBe(content - VIEW);
  });

  it('moves by the wheel delta in content pixels when scaled, and leaves the wheel alone when not', () => {
    const { el, scroller } = setup(2_000_000);
    let prevented = 0;
    el.fire('wheel', { deltaY: 280, deltaX: 0, deltaMode: 0, ctrlKey: false, preventDefault: () => prevented++ });
    expect(scroller.offset).toBe(280);
    expect(prevented).toBe(1);
    const small = setup(1_000);
    small.el.fire('wheel', { deltaY: 280, deltaX: 0, deltaMode: 0, ctrlKey: false, preventDefault: () => prevented++ });
    expect(prevented).toBe(1);
  });

  it('keeps the offset when rows are appended, also across the scaling threshold', () => {
    const { el, scroller } = setup(10_000);
    scroller.scrollTo(100_000);
    const grown = 32 + 3_000_000 * 28;
    el.layoutPx = layoutHeight(grown);
    scroller.setContentPx(grown);
    el.fire('scroll');
    expect(scroller.offset).toBe(100_000);
    expect(el.scrollTop).toBe(Math.round(toRealTop(100_000, grown, VIEW)));
  });
});

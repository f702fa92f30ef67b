import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ElementSize {
  width: number;
  height: number;
}

/** The element's content box, kept current by a ResizeObserver (0×0 until measured). */
export function useElementSize(ref: RefObject<HTMLElement | null>): ElementSize {
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = (width: number, height: number) =>
      setSize((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    const rect = el.getBoundingClientRect();
    update(Math.floor(rect.width), Math.floor(rect.height));
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]!.contentRect;
      update(Math.floor(box.width), Math.floor(box.height));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

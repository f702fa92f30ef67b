import { useRef, type ReactNode } from 'react';
import { t } from '../../../../web/i18n/t.ts';

/**
 * The editor above, the south pane below, and a handle between them dragged with the pointer
 * (or moved with the arrow keys). The split is a percentage of the height.
 */
export function SplitPane({
  northPercent,
  onResize,
  onResizeEnd,
  north,
  south,
}: {
  northPercent: number;
  onResize(p: number): void;
  onResizeEnd(p: number): void;
  north: ReactNode;
  south: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const clamp = (p: number) => Math.min(85, Math.max(15, Math.round(p * 10) / 10));

  const onPointerDown = (e: React.PointerEvent) => {
    const el = box.current;
    if (!el) return;
    e.preventDefault();
    (e.target as HTMLElement).setPointerCapture(e.pointerId);
    const rect = el.getBoundingClientRect();
    let last = northPercent;
    const move = (ev: PointerEvent) => {
      last = clamp(((ev.clientY - rect.top) / rect.height) * 100);
      onResize(last);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      onResizeEnd(last);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return (
    <div
      className="sqllab-split"
      ref={box}
      style={{ gridTemplateRows: `minmax(0, ${northPercent}fr) 8px minmax(0, ${100 - northPercent}fr)` }}
    >
      <div className="sqllab-split__north">{north}</div>
      <div
        className="sqllab-split__handle"
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('Resize the editor and results')}
        aria-valuenow={Math.round(northPercent)}
        aria-valuemin={15}
        aria-valuemax={85}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          const next = clamp(northPercent + (e.key === 'ArrowUp' ? -5 : 5));
          onResize(next);
          onResizeEnd(next);
        }}
        data-testid="split-handle"
      />
      <div className="sqllab-split__south">{south}</div>
    </div>
  );
}

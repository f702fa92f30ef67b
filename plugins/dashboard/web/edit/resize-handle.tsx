// The corner handle of a chart, markdown block or column: drag to resize, snapping to whole grid
// columns and GRID_BASE_UNIT (8 px) rows; the outline shows the snapped size until release.
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { t } from '../../../../web/i18n/t.ts';
import { GRID_BASE_UNIT, type LayoutComponent } from '../../shared/layout-types.ts';
import { useEdit } from './edit-context.ts';
import { maxWidthFor, minWidthFor } from './layout-ops.ts';
import { GRID_MAX_ROW_UNITS, GRID_MIN_ROW_UNITS } from '../../shared/layout-types.ts';

interface Drag {
  x: number;
  y: number;
  width: number;
  height: number;
  pxPerColumn: number;
  startPx: { w: number; h: number };
}

export function ResizeHandle({ component, box }: { component: LayoutComponent; box: HTMLElement | null }) {
  const { editor } = useEdit();
  const drag = useRef<Drag | null>(null);
  const [preview, setPreview] = useState<{ width: number; height: number; w: number; h: number } | null>(null);
  const hasHeight = component.type !== 'COLUMN';

  const snapped = (d: Drag, e: { clientX: number; clientY: number }) => {
    const layout = editor.layout;
    const width = Math.max(
      minWidthFor(layout, component.id),
      Math.min(maxWidthFor(layout, component.id), d.width + Math.round((e.clientX - d.x) / d.pxPerColumn)),
    );
    const height = hasHeight
      ? Math.max(
          GRID_MIN_ROW_UNITS,
          Math.min(GRID_MAX_ROW_UNITS, d.height + Math.round((e.clientY - d.y) / GRID_BASE_UNIT)),
        )
      : d.height;
    return { width, height };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const el = box;
    if (!el || e.button !== 0) return;
    e.preventDefault();
    e.stopPropagation();
    const rect = el.getBoundingClientRect();
    const width = Number(component.meta?.width) || 1;
    const height = Number(component.meta?.height) || 0;
    drag.current = {
      x: e.clientX,
      y: e.clientY,
      width,
      height,
      pxPerColumn: rect.width / width,
      startPx: { w: rect.width, h: rect.height },
    };
    e.currentTarget.setPointerCapture(e.pointerId);
    setPreview({ width, height, w: rect.width, h: rect.height });
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const { width, height } = snapped(d, e);
    setPreview({
      width,
      height,
      w: d.startPx.w + (width - d.width) * d.pxPerColumn,
      h: d.startPx.h + (height - d.height) * GRID_BASE_UNIT,
    });
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    // The size from the drag being ended (read before it is cleared).
    const { width, height } = snapped(d, e);
    drag.current = null;
    setPreview(null);
    editor.resize(component.id, hasHeight ? { width, height } : { width });
  };

  return (
    <>
      {preview && (
        <div className="dash-edit__resize-preview" style={{ width: preview.w, height: preview.h }}>
          <span>{hasHeight ? `${preview.width} × ${preview.height}` : String(preview.width)}</span>
        </div>
      )}
      <button
        type="button"
        className={`dash-edit__resize dash-edit__resize--${hasHeight ? 'corner' : 'side'}`}
        aria-label={t('Resize')}
        title={t('Resize')}
        data-test="resize-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          setPreview(null);
        }}
        onKeyDown={(e) => {
          const width = Number(component.meta?.width) || 1;
          const height = Number(component.meta?.height) || 0;
          const step: Record<string, { width?: number; height?: number }> = {
            ArrowRight: { width: width + 1 },
            ArrowLeft: { width: width - 1 },
            ...(hasHeight ? { ArrowDown: { height: height + 1 }, ArrowUp: { height: height - 1 } } : {}),
          };
          const size = step[e.key];
          if (!size) return;
          e.preventDefault();
          editor.resize(component.id, size);
        }}
      />
    </>
  );
}

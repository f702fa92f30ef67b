// Edit mode's drag and drop on @dnd-kit: pointer and keyboard sensors (Space/Enter picks up, the
// arrows move, Space/Enter drops, Escape cancels), screen-reader announcements, the drag preview,
// and the drop turned into a layout operation.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { fetchChartDefinition } from './chart-definition.ts';
import { innermostUnderPoint, keyboardPoint } from './collision.ts';
import { EditContext, componentLabel, createDragState, type DragItem, type DragState } from './edit-context.ts';
import { resolvePointerDrop } from './drop-target.ts';
import type { LayoutEditor } from './layout-editor.ts';
import { NO_CHART_DEFINITION } from './layout-messages.ts';
import { ref } from 'valtio';

type Size = { width: number; height: number } | null;

/** The on-screen size of the component being dragged (its preview is only a small label). */
function measure(item: DragItem | null): Size {
  if (item?.kind !== 'existing') return null;
  const el = document.querySelector(`[data-edit-id="${CSS.escape(item.id)}"]`);
  const r = el?.getBoundingClientRect();
  return r ? { width: r.width, height: r.height } : null;
}

function pointFor(event: DragMoveEvent, size: Size): { x: number; y: number } | null {
  const activator = event.activatorEvent as PointerEvent | KeyboardEvent;
  if ('clientX' in activator && typeof activator.clientX === 'number') {
    return { x: activator.clientX + event.delta.x, y: activator.clientY + event.delta.y };
  }
  const r = event.active.rect.current.translated;
  return r ? keyboardPoint(r, size) : null;
}

function track(editor: LayoutEditor, drag: DragState, event: DragMoveEvent, size: Size): void {
  const item = drag.item;
  const over = event.over;
  const point = pointFor(event, size);
  if (!item || !over || !point) {
    drag.overId = null;
    drag.target = null;
    return;
  }
  const parentId = (over.data.current as { parentId?: string } | undefined)?.parentId ?? '';
  const drop = resolvePointerDrop(
    editor.layout,
    item.type,
    item.kind === 'existing' ? item.id : undefined,
    String(over.id),
    parentId,
    over.rect,
    point,
  );
  drag.overId = drop.overId;
  drag.zone = drop.zone;
  drag.target = drop.target;
}

function labelOf(editor: LayoutEditor, id: string): string {
  const c = editor.layout[id];
  return c ? t(componentLabel(c.type, c.meta)) : id;
}

function announcements(editor: LayoutEditor, drag: DragState): Announcements {
  const where = () => {
    const target = drag.target;
    if (!target) return t('No valid drop position here.');
    return t('Drops into %s at position %s.', labelOf(editor, target.parentId), target.index + 1);
  };
  const name = (data: unknown) => (data as DragItem | undefined)?.label ?? '';
  return {
    onDragStart: ({ active }) =>
      t(
        'Picked up %s. Use the arrow keys to move, Space or Enter to drop, Escape to cancel.',
        name(active.data.current),
      ),
    onDragOver: ({ active }) => `${name(active.data.current)}: ${where()}`,
    onDragEnd: ({ active }) =>
      drag.target ? t('Dropped %s.', name(active.data.current)) : t('%s was not moved.', name(active.data.current)),
    onDragCancel: ({ active }) => t('Moving %s was cancelled.', name(active.data.current)),
  };
}

function drop(editor: LayoutEditor, drag: DragState): void {
  const { item, target } = drag;
  if (!item || !target) return;
  if (item.kind === 'existing') {
    editor.move(item.id, target);
    return;
  }
  if (item.type === 'CHART' && item.chart) {
    const chart = item.chart;
    if (!editor.addChart(chart, target)) return;
    fetchChartDefinition(chart.id).then(
      (definition) => {
        editor.model.state.charts[chart.id] = ref(definition);
      },
      () => addDangerToast(t(NO_CHART_DEFINITION)),
    );
    return;
  }
  editor.add(item.type, {}, target);
}

function startDrag(drag: DragState, editor: LayoutEditor, item: DragItem | null): void {
  drag.item = item;
  drag.size = measure(item);
  editor.setEditing(null);
}

function resetDrag(drag: DragState): void {
  drag.item = null;
  drag.overId = null;
  drag.target = null;
  drag.zone = null;
  drag.size = null;
}

function Preview({ drag }: { drag: DragState }) {
  const { item } = useSnapshot(drag);
  if (!item) return null;
  return (
    <div className="dash-edit__drag-preview" data-test="drag-preview">
      {item.label}
    </div>
  );
}

export function EditDnd({ editor, children }: { editor: LayoutEditor; children: ReactNode }) {
  const drag = useMemo(() => createDragState(), []);
  const collision = useMemo(() => innermostUnderPoint(() => drag.size), [drag]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: (event, { currentCoordinates }) => {
        const step = event.shiftKey ? 120 : 40;
        switch (event.code) {
          case 'ArrowRight':
            return { ...currentCoordinates, x: currentCoordinates.x + step };
          case 'ArrowLeft':
            return { ...currentCoordinates, x: currentCoordinates.x - step };
          case 'ArrowDown':
            return { ...currentCoordinates, y: currentCoordinates.y + step };
          case 'ArrowUp':
            return { ...currentCoordinates, y: currentCoordinates.y - step };
          default:
            return undefined;
        }
      },
    }),
  );
  const context = useMemo(() => ({ editor, drag }), [editor, drag]);
  return (
    <EditContext.Provider value={context}>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        accessibility={{ announcements: announcements(editor, drag) }}
        onDragStart={(event: DragStartEvent) => {
          startDrag(drag, editor, (event.active.data.current as DragItem | undefined) ?? null);
        }}
        onDragMove={(event) => track(editor, drag, event, drag.size)}
        onDragOver={(event) => track(editor, drag, event as DragMoveEvent, drag.size)}
        onDragEnd={(_event: DragEndEvent) => {
          drop(editor, drag);
          resetDrag(drag);
        }}
        onDragCancel={() => resetDrag(drag)}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          <Preview drag={drag} />
        </DragOverlay>
      </DndContext>
    </EditContext.Provider>
  );
}

// Edit mode's chrome around each drawn layout component (the page's `wrap` hook): a drag handle
// (pointer and keyboard), a drop zone with its indicator, a delete button, a resize handle on
// charts, markdown and columns, and inline editors for headers and markdown
// (a tab's title is edited in the tab bar: tab-title-editor.tsx).
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../../web/i18n/t.ts';
import { Icon } from '../../../../web/components/icons.tsx';
import type { LayoutComponent } from '../../shared/layout-types.ts';
import { GRID_ID, HEADER_ID, ROOT_ID } from '../../shared/layout-types.ts';
import { componentLabel, useEdit, type DragItem } from './edit-context.ts';
import { isHorizontal } from './drop-target.ts';
import { HeaderEditor, MarkdownEditor } from './inline-editors.tsx';
import { ResizeHandle } from './resize-handle.tsx';
import { isResizable } from './valid-child.ts';

const FIXED = new Set([ROOT_ID, GRID_ID, HEADER_ID]);

function DropIndicator({ id, parentId }: { id: string; parentId: string }) {
  const { drag, editor } = useEdit();
  const d = useSnapshot(drag);
  if (d.overId !== id || !d.target) return null;
  const inside = d.target.parentId === id;
  const horizontal = inside ? isHorizontal(editor.layout, id) : isHorizontal(editor.layout, parentId);
  const side = inside ? 'inside' : d.zone === 'before' ? 'before' : 'after';
  return (
    <div
      className={`dash-edit__drop dash-edit__drop--${side} dash-edit__drop--${horizontal ? 'h' : 'v'}`}
      data-test="drop-indicator"
    />
  );
}

export function EditableNode({
  component,
  parentId,
  children,
}: {
  component: LayoutComponent;
  parentId: string;
  children: ReactNode;
}) {
  const { editor } = useEdit();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const label = t(componentLabel(component.type, component.meta));
  const fixed = FIXED.has(component.id);
  const item: DragItem = { kind: 'existing', id: component.id, type: component.type, label };
  const {
    attributes,
    listeners,
    setActivatorNodeRef,
    setNodeRef: setDragRef,
    isDragging,
  } = useDraggable({ id: component.id, data: item, disabled: fixed });
  const droppable = useDroppable({ id: component.id, data: { parentId } });

  let body = children;
  if (component.type === 'HEADER' && !fixed) body = <HeaderEditor component={component} />;
  if (component.type === 'MARKDOWN') body = <MarkdownEditor component={component} rendered={children} />;

  const { setNodeRef } = droppable;
  const setRef = useCallback(
    (el: HTMLDivElement | null) => {
      setBox(el);
      setNodeRef(el);
      setDragRef(el);
    },
    [setNodeRef, setDragRef],
  );
  const kind = component.type.toLowerCase();
  const empty = (component.type === 'GRID' || component.type === 'TAB') && component.children.length === 0;
  const width = Number(component.meta?.width);
  return (
    <div
      ref={setRef}
      className={[
        'dash-edit__node',
        `dash-edit__node--${kind}`,
        isDragging ? 'dash-edit__node--dragging' : '',
        empty ? 'dash-edit__node--empty' : '',
      ].join(' ')}
      data-edit-id={component.id}
      data-edit-type={component.type}
      data-edit-width={Number.isFinite(width) ? width : undefined}
      style={isResizable(component.type) && Number.isFinite(width) ? { flex: '0 0 auto' } : undefined}
    >
      {!fixed && (
        <div className="dash-edit__toolbar" data-test="component-toolbar">
          <button
            ref={setActivatorNodeRef}
            type="button"
            className="dash-edit__handle"
            aria-label={t('Drag %s', label)}
            title={t('Drag to move')}
            data-test="drag-handle"
            {...attributes}
            {...listeners}
          >
            <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
              {[3, 8, 13].flatMap((y) =>
                [3, 9].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.5" fill="currentColor" />),
              )}
            </svg>
          </button>
          <button
            type="button"
            className="dash-edit__delete"
            aria-label={t('Delete %s', label)}
            title={t('Delete')}
            data-test="delete-component"
            onClick={() => editor.remove(component.id)}
          >
            <Icon name="trash" size={14} />
          </button>
        </div>
      )}
      {body}
      {empty && (
        <div className="dash-edit__empty-grid">
          {component.type === 'GRID'
            ? t('Drag and drop components and charts to the dashboard')
            : t('Drag and drop components to this tab')}
        </div>
      )}
      {isResizable(component.type) && <ResizeHandle component={component} box={box} />}
      <DropIndicator id={component.id} parentId={parentId} />
    </div>
  );
}

/** The page's `wrap` hook for edit mode. */
export function editWrap(component: LayoutComponent, parentId: string, node: ReactNode): ReactNode {
  return (
    <EditableNode key={component.id} component={component} parentId={parentId}>
      {node}
    </EditableNode>
  );
}

// Which component the drag is over: the innermost droppable under the pointer (or, for keyboard
// drags, under the centre of the dragged item), never the dragged component or what it holds.
import type { CollisionDetection } from '@dnd-kit/core';

type Size = { width: number; height: number } | null;

export function pointOf(args: Parameters<CollisionDetection>[0], draggedSize: Size = null): { x: number; y: number } {
  if (args.pointerCoordinates) return args.pointerCoordinates;
  return keyboardPoint(args.collisionRect, draggedSize);
}

/**
 * A keyboard drag's point: the centre of the dragged component where it has moved to. The
 * collision rect is the drag preview's (a small label placed at the component's top-left corner),
 * so its top-left plus half the component's own size, not the label's centre: that would sit near
 * the component's top edge and read as "above the row".
 */
export function keyboardPoint(
  moved: { left: number; top: number; width: number; height: number },
  component: { width: number; height: number } | null,
): { x: number; y: number } {
  const w = component?.width ?? moved.width;
  const h = component?.height ?? moved.height;
  return { x: moved.left + w / 2, y: moved.top + h / 2 };
}

/** `draggedSize`: the dragged component's own size, measured when the drag started (keyboard drags). */
export const innermostUnderPoint =
  (draggedSize: () => Size = () => null): CollisionDetection =>
  (args) => {
    const { x, y } = pointOf(args, draggedSize());
    const activeId = String(args.active.id);
    let best: { id: string | number; area: number } | null = null;
    for (const container of args.droppableContainers) {
      const rect = args.droppableRects.get(container.id);
      if (!rect || container.id === activeId) continue;
      if (x < rect.left || x > rect.left + rect.width || y < rect.top || y > rect.top + rect.height) continue;
      const node = container.node.current;
      const activeNode = args.droppableContainers.find((c) => c.id === activeId)?.node.current;
      if (node && activeNode && activeNode.contains(node)) continue;
      const area = rect.width * rect.height;
      if (!best || area < best.area) best = { id: container.id, area };
    }
    return best
      ? [
          {
            id: best.id,
            data: { droppableContainer: args.droppableContainers.find((c) => c.id === best.id), value: best.area },
          },
        ]
      : [];
  };

// Which component the drag is over: the innermost droppable under the pointer (or, for keyboard
// drags, under the centre of the dragged item), never the dragged component or what it holds.
import type { CollisionDetection } from '@dnd-kit/core';

export function pointOf(args: Parameters<CollisionDetection>[0]): { x: number; y: number } {
  if (args.pointerCoordinates) return args.pointerCoordinates;
  const r = args.collisionRect;
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

export const innermostUnderPoint: CollisionDetection = (args) => {
  const { x, y } = pointOf(args);
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

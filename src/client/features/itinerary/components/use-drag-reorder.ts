import { useMemo, useState, type DragEvent } from 'react';

export interface DropTarget {
  day: number;
  /** Insert position among the day's visits and meals as shown (the dragged item still counted). */
  slot: number;
}

const MIME = 'application/x-wayfarer-item';

/**
 * Native HTML5 drag and drop over the timeline (no library): items are drag sources and drop targets (upper half =
 * before, lower half = after); each day also has an end zone. `onDrop` receives the server's moveItem indices.
 */
export function useDragReorder(
  onDrop: (itemId: string, toDay: number, toIndex: number) => void,
  positionOf: (itemId: string) => { day: number; index: number } | null,
) {
  const [dragId, setDragId] = useState<string | null>(null);
  const [target, setTarget] = useState<DropTarget | null>(null);

  // One object per drag state (and per document): the timeline's days are memoized on it.
  return useMemo(() => {
    const finish = () => {
      setDragId(null);
      setTarget(null);
    };

    const commit = (itemId: string, t: DropTarget) => {
      const from = positionOf(itemId);
      if (!from) return;
      // Server indices count the day's items with the moved one taken out.
      const toIndex = from.day === t.day && from.index < t.slot ? t.slot - 1 : t.slot;
      if (from.day === t.day && toIndex === from.index) return;
      onDrop(itemId, t.day, toIndex);
    };

    return {
      dragId,
      target,
      itemHandlers(itemId: string, day: number, index: number) {
        return {
          onDragStart: (e: DragEvent<HTMLLIElement>) => {
            e.dataTransfer.setData(MIME, itemId);
            e.dataTransfer.setData('text/plain', itemId);
            e.dataTransfer.effectAllowed = 'move';
            setDragId(itemId);
          },
          onDragEnd: finish,
          onDragOver: (e: DragEvent<HTMLLIElement>) => {
            if (!dragId) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            const rect = e.currentTarget.getBoundingClientRect();
            const slot = e.clientY < rect.top + rect.height / 2 ? index : index + 1;
            if (target?.day !== day || target.slot !== slot) setTarget({ day, slot });
          },
          onDrop: (e: DragEvent<HTMLLIElement>) => {
            e.preventDefault();
            const id = e.dataTransfer.getData(MIME) || dragId;
            const rect = e.currentTarget.getBoundingClientRect();
            const slot = e.clientY < rect.top + rect.height / 2 ? index : index + 1;
            if (id) commit(id, { day, slot });
            finish();
          },
        };
      },
      endZoneHandlers(day: number, count: number) {
        return {
          onDragOver: (e: DragEvent<HTMLElement>) => {
            if (!dragId) return;
            e.preventDefault();
            if (target?.day !== day || target.slot !== count) setTarget({ day, slot: count });
          },
          onDrop: (e: DragEvent<HTMLElement>) => {
            e.preventDefault();
            const id = e.dataTransfer.getData(MIME) || dragId;
            if (id) commit(id, { day, slot: count });
            finish();
          },
        };
      },
    };
  }, [dragId, target, onDrop, positionOf]);
}

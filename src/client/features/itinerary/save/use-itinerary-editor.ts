import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EditOpInput, ItineraryDetail } from '../../../../core/api/trips';
import { useAutoSaveStore } from '../../../lib/autosave/autosave-context';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { itineraryQueryKey } from '../api/get-itinerary';
import { patchItinerary } from '../api/patch-itinerary';
import type { PickedPlace } from '../lib/client-catalog';
import { violationKey, violationsIndex } from '../lib/format';
import { defaultQueue } from './offline-queue';
import { SaveEngine, type EngineSnapshot } from './save-engine';

export interface ItineraryEditor extends EngineSnapshot {
  /** Applies at once (optimistic), re-checks, announces `message` and any new problem, and saves. */
  edit: (ops: EditOpInput[], options?: { picked?: PickedPlace[]; message?: string }) => void;
  resolveConflict: (choice: 'mine' | 'theirs') => Promise<void>;
  discardRejected: () => Promise<void>;
  retry: () => void;
  replaceServer: (detail: ItineraryDetail) => void;
}

/** One save engine per open itinerary, reporting into the app's auto-save state. */
export function useItineraryEditor(initial: ItineraryDetail): ItineraryEditor {
  const autoSave = useAutoSaveStore();
  const { announce } = useAccessibility();
  const queryClient = useQueryClient();
  const [engine] = useState(
    () =>
      new SaveEngine(
        {
          id: initial.id,
          queue: defaultQueue(),
          send: (ops, etag, base) => patchItinerary(initial.id, ops, etag, base),
          // The store, not its state: the editor does not render again with each save's state (issue 16).
          autoSave,
        },
        initial,
      ),
  );
  const snapshot = useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);

  useEffect(() => {
    void engine.start();
    return () => engine.dispose();
  }, [engine]);

  // Keep the query cache on the saved version, so coming back to the page starts from the right ETag.
  useEffect(() => {
    queryClient.setQueryData(itineraryQueryKey(initial.id), snapshot.server);
  }, [queryClient, initial.id, snapshot.server]);

  const edit = useCallback<ItineraryEditor['edit']>(
    (ops, options = {}) => {
      const before = new Set<string>();
      const { byItem, byDay, general } = violationsIndex(engine.getSnapshot().view.plan.report);
      for (const v of [...[...byItem.values()].flat(), ...[...byDay.values()].flat(), ...general]) before.add(violationKey(v));
      engine.edit(ops, options.picked);
      const after = violationsIndex(engine.getSnapshot().view.plan.report);
      const fresh = [...[...after.byItem.values()].flat(), ...[...after.byDay.values()].flat(), ...after.general].filter(
        (v) => !before.has(violationKey(v)),
      );
      const problems = fresh.length
        ? ` New problem: ${fresh[0]?.message}${fresh.length > 1 ? ` (and ${fresh.length - 1} more)` : ''}.`
        : '';
      if (options.message || problems) announce(`${options.message ?? ''}${problems}`.trim());
    },
    [engine, announce],
  );

  const resolveConflict = useCallback((choice: 'mine' | 'theirs') => engine.resolveConflict(choice), [engine]);
  const discardRejected = useCallback(() => engine.discardRejected(), [engine]);
  const retry = useCallback(() => engine.retryNow(), [engine]);
  const replaceServer = useCallback((d: ItineraryDetail) => engine.replaceServer(d), [engine]);
  // A new object only when the engine's snapshot changes: the page also re-renders on every auto-save state change,
  // and the screen (memoized) re-renders the whole timeline when this object changes.
  return useMemo(
    () => ({ ...snapshot, edit, resolveConflict, discardRejected, retry, replaceServer }),
    [snapshot, edit, resolveConflict, discardRejected, retry, replaceServer],
  );
}

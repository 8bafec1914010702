import { STATUS_PRIORITY, type GlobalAutoSaveState, type ItineraryAutoSaveState, type SaveStatus } from './types';

/** Spec §4: failed, conflict, saving, syncing, saved, offline, otherwise idle; idle with no itineraries. */
export function globalStatusOf(states: Iterable<ItineraryAutoSaveState>): SaveStatus {
  const present = new Set<SaveStatus>();
  for (const s of states) present.add(s.status);
  return STATUS_PRIORITY.find((status) => present.has(status)) ?? 'idle';
}

/** The derived part of the global state (everything the 100 ms recalculation refreshes). */
export function aggregate(
  states: ItineraryAutoSaveState[],
): Pick<GlobalAutoSaveState, 'globalStatus' | 'totalPendingChanges' | 'hasAnyUnsavedChanges' | 'activeOperations' | 'lastGlobalSave'> {
  let totalPendingChanges = 0;
  let hasAnyUnsavedChanges = false;
  let activeOperations = 0;
  let lastGlobalSave: Date | null = null;
  for (const s of states) {
    totalPendingChanges += s.pendingChanges;
    hasAnyUnsavedChanges ||= s.hasUnsavedChanges;
    if (s.status === 'saving' || s.status === 'syncing') activeOperations += 1;
    if (s.lastSaved && (!lastGlobalSave || s.lastSaved > lastGlobalSave)) lastGlobalSave = s.lastSaved;
  }
  return { globalStatus: globalStatusOf(states), totalPendingChanges, hasAnyUnsavedChanges, activeOperations, lastGlobalSave };
}

export function average(samples: readonly number[]): number {
  return samples.length ? samples.reduce((a, b) => a + b, 0) / samples.length : 0;
}

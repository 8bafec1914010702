import type { GlobalAutoSaveState, SaveStatus } from './types';

export interface BadgeContent {
  status: SaveStatus;
  label: string;
  /** Pending changes shown beside "Saving..." (0 = none shown). */
  count: number;
  /** Tooltip lines, in order. */
  tooltip: string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function savedAge(lastSaved: Date | null, now: number): string | null {
  if (!lastSaved) return null;
  const seconds = Math.max(0, Math.floor((now - lastSaved.getTime()) / 1000));
  if (seconds < 60) return `Last saved ${seconds} ${seconds === 1 ? 'second' : 'seconds'} ago`;
  return `Last saved at ${lastSaved.toLocaleTimeString()}`;
}

/** Spec §4 "Auto-save badge": the label and tooltip for each global status, word for word. */
export function badgeContent(
  state: Pick<GlobalAutoSaveState, 'globalStatus' | 'totalPendingChanges' | 'lastGlobalSave' | 'errorCount' | 'hasAnyUnsavedChanges'>,
  now = Date.now(),
): BadgeContent {
  const status = state.globalStatus;
  const pending = state.totalPendingChanges;
  switch (status) {
    case 'saving':
    case 'syncing':
      return { status, label: 'Saving...', count: pending, tooltip: [`Saving ${plural(pending, 'change')}...`] };
    case 'saved': {
      const age = savedAge(state.lastGlobalSave, now);
      return { status, label: 'Saved', count: 0, tooltip: ['All changes saved successfully', ...(age ? [age] : [])] };
    }
    case 'failed':
      return {
        status,
        label: 'Failed',
        count: 0,
        tooltip: [
          state.errorCount > 1 ? `Auto-save failed (${plural(state.errorCount, 'error')})` : 'Auto-save failed',
          'Click to retry or check connection',
        ],
      };
    case 'conflict':
      return { status, label: 'Conflict', count: 0, tooltip: ['Conflicting changes detected', 'Please resolve conflicts to continue'] };
    case 'offline':
      return { status, label: 'Offline', count: 0, tooltip: ['You are offline', 'Changes will save when connection is restored'] };
    default:
      return {
        status: 'idle',
        label: 'Auto-save',
        count: 0,
        tooltip: [state.hasAnyUnsavedChanges ? 'You have unsaved changes' : 'No unsaved changes'],
      };
  }
}

/** Shown when the badge renders outside an AutoSaveProvider. */
export const MINIMAL_BADGE = { label: 'Auto-save available', tooltip: 'Context not initialized' } as const;

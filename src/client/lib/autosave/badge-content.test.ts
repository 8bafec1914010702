import { describe, expect, it } from 'vitest';
import { badgeContent } from './badge-content';
import { showsAutoSaveBadge } from './use-show-autosave-badge';

const base = { globalStatus: 'idle' as const, totalPendingChanges: 0, lastGlobalSave: null, errorCount: 0, hasAnyUnsavedChanges: false };
const now = new Date('2026-05-01T12:00:00Z').getTime();

describe('badge content (spec §4)', () => {
  it('labels every status', () => {
    expect(badgeContent({ ...base, globalStatus: 'saving', totalPendingChanges: 2 }, now)).toMatchObject({
      label: 'Saving...',
      count: 2,
      tooltip: ['Saving 2 changes...'],
    });
    expect(badgeContent({ ...base, globalStatus: 'syncing', totalPendingChanges: 1 }, now)).toMatchObject({
      label: 'Saving...',
      count: 1,
      tooltip: ['Saving 1 change...'],
    });
    expect(badgeContent({ ...base, globalStatus: 'saved' }, now)).toMatchObject({
      label: 'Saved',
      tooltip: ['All changes saved successfully'],
    });
    expect(badgeContent({ ...base, globalStatus: 'failed' }, now).label).toBe('Failed');
    expect(badgeContent({ ...base, globalStatus: 'conflict' }, now)).toMatchObject({
      label: 'Conflict',
      tooltip: ['Conflicting changes detected', 'Please resolve conflicts to continue'],
    });
    expect(badgeContent({ ...base, globalStatus: 'offline' }, now)).toMatchObject({
      label: 'Offline',
      tooltip: ['You are offline', 'Changes will save when connection is restored'],
    });
    expect(badgeContent(base, now)).toMatchObject({ label: 'Auto-save', tooltip: ['No unsaved changes'] });
    expect(badgeContent({ ...base, hasAnyUnsavedChanges: true }, now).tooltip).toEqual(['You have unsaved changes']);
  });

  it('gives the last-saved age in seconds under a minute, else the time', () => {
    expect(badgeContent({ ...base, globalStatus: 'saved', lastGlobalSave: new Date(now - 12_000) }, now).tooltip).toEqual([
      'All changes saved successfully',
      'Last saved 12 seconds ago',
    ]);
    const old = new Date(now - 60_000);
    expect(badgeContent({ ...base, globalStatus: 'saved', lastGlobalSave: old }, now).tooltip[1]).toBe(
      `Last saved at ${old.toLocaleTimeString()}`,
    );
  });

  it('shows the error count only when more than one', () => {
    expect(badgeContent({ ...base, globalStatus: 'failed', errorCount: 1 }, now).tooltip).toEqual([
      'Auto-save failed',
      'Click to retry or check connection',
    ]);
    expect(badgeContent({ ...base, globalStatus: 'failed', errorCount: 3 }, now).tooltip).toEqual([
      'Auto-save failed (3 errors)',
      'Click to retry or check connection',
    ]);
  });
});

describe('where the badge shows (spec §2)', () => {
  it.each([
    ['/itinerary/abc', true],
    ['/shared/xyz', true],
    ['/dashboard', true],
    ['/generate', true],
    ['/dashboard/', true],
    ['/', false],
    ['/pricing', false],
    ['/itinerary', false],
    ['/settings', false],
    ['/generate/x', false],
  ])('%s → %s', (path, shown) => expect(showsAutoSaveBadge(path)).toBe(shown));
});

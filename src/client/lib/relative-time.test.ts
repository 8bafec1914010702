import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z').getTime();
const ago = (s: number) => now - s * 1000;

describe('formatRelativeTime (spec §9)', () => {
  it('says "just now" under 10 seconds, and for future times', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('just now');
    expect(formatRelativeTime(ago(9.9), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30), now)).toBe('just now');
  });
  it('counts seconds from 10 to 59', () => {
    expect(formatRelativeTime(ago(10), now)).toBe('10 seconds ago');
    expect(formatRelativeTime(ago(59), now)).toBe('59 seconds ago');
  });
  it('uses "1 minute ago" then minutes', () => {
    expect(formatRelativeTime(ago(60), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(119), now)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(120), now)).toBe('2 minutes ago');
    expect(formatRelativeTime(ago(3599), now)).toBe('59 minutes ago');
  });
  it('uses "1 hour ago" then hours', () => {
    expect(formatRelativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(formatRelativeTime(ago(2 * 3600), now)).toBe('2 hours ago');
    expect(formatRelativeTime(ago(86_399), now)).toBe('23 hours ago');
  });
  it('uses "1 day ago" then days up to 6 days', () => {
    expect(formatRelativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(formatRelativeTime(ago(2 * 86_400), now)).toBe('2 days ago');
    expect(formatRelativeTime(ago(7 * 86_400 - 1), now)).toBe('6 days ago');
  });
  it('switches to the locale date string from 7 days', () => {
    const then = ago(7 * 86_400);
    expect(formatRelativeTime(then, now, 'en-GB')).toBe(new Date(then).toLocaleDateString('en-GB'));
    expect(formatRelativeTime(new Date('2024-01-02T10:00:00Z'), now, 'en-US')).toBe(
      new Date('2024-01-02T10:00:00Z').toLocaleDateString('en-US'),
    );
  });
  it('accepts ISO strings and Date objects', () => {
    expect(formatRelativeTime(new Date(ago(300)).toISOString(), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(ago(300)), new Date(now))).toBe('5 minutes ago');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { describeGenerationError, formatReset } from './describe-error';

describe('describeGenerationError', () => {
  it('explains the daily limit with the reset time, and offers no retry', () => {
    const d = describeGenerationError(
      new ApiError('Daily limit reached', {
        code: 'QUOTA_EXCEEDED',
        status: 429,
        details: { limit: 3, used: 3, remaining: 0, resetsAt: '2026-11-23T00:00:00.000Z' },
      }),
    );
    expect(d.title).toBe('Monthly generation limit reached');
    expect(d.message).toContain('all 3 trip generations');
    expect(d.message).toContain(formatReset('2026-11-23T00:00:00.000Z'));
    expect(d.retry).toBe(false);
  });

  it('names the cities without curated data', () => {
    const d = describeGenerationError(
      new ApiError('bad', { code: 'VALIDATION_FAILED', status: 400, details: { unknownCities: ['Atlantis'] } }),
    );
    expect(d.message).toContain('no curated places for Atlantis');
    expect(d.retry).toBe(false);
  });

  it('lets a person retry after a rate limit or a lost connection', () => {
    expect(describeGenerationError(new ApiError('slow down', { code: 'RATE_LIMIT_EXCEEDED' })).retry).toBe(true);
    expect(describeGenerationError(new ApiError('gone', { code: 'STREAM_ENDED' })).retry).toBe(true);
  });

  it('says other generations are still running when the per-user limit is reached', () => {
    const d = describeGenerationError(
      new ApiError('429', {
        code: 'TOO_MANY_GENERATIONS',
        status: 429,
        serverMessage: 'You already have 2 trip generations running. Wait for one to finish (or cancel it), then try again.',
      }),
    );
    expect(d).toMatchObject({ title: 'Other trips are still being generated', retry: true });
    expect(d.message).toContain('Wait for one to finish');
  });

  it('keeps the server message and request id otherwise', () => {
    const d = describeGenerationError(
      new ApiError('500: oops', { code: 'INTERNAL', serverMessage: 'Something went wrong on our side', requestId: 'req-1' }),
    );
    expect(d).toMatchObject({ message: 'Something went wrong on our side', reference: 'req-1', retry: true });
  });
});

describe('formatReset', () => {
  it('names the UTC day the monthly count starts again', () => {
    expect(formatReset('2026-12-01T00:00:00Z')).toBe('on 1 December 2026 (00:00 UTC)');
  });
});

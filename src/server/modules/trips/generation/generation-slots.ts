import type { Redis } from 'ioredis';
import { AppError } from '../../../lib/app-error';

/** Gives back a held slot; safe to call more than once. */
export type Release = () => Promise<void>;

export interface GenerationSlots {
  /** Holds one of the user's concurrent generations, or throws 429 TOO_MANY_GENERATIONS. */
  acquire(userId: string): Promise<Release>;
}

const busy = (limit: number) =>
  new AppError(
    'TOO_MANY_GENERATIONS',
    `You already have ${limit === 1 ? 'a trip generation' : `${limit} trip generations`} running. ` +
      'Wait for one to finish (or cancel it), then try again.',
    { limit },
  );

function once(fn: () => Promise<void>): Release {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await fn();
  };
}

/** One instance: a count per user in memory. */
export function localSlots(limit: number): GenerationSlots {
  const running = new Map<string, number>();
  return {
    async acquire(userId) {
      const n = running.get(userId) ?? 0;
      if (n >= limit) throw busy(limit);
      running.set(userId, n + 1);
      return once(async () => {
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      });
    },
  };
}

// Count up, refuse past the limit (undoing the count), and keep a lifetime so an instance that dies mid-generation
// frees its slots after a while instead of forever.
const ACQUIRE = `local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if n > tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) return 0 end
return n`;
const RELEASE = `local n = redis.call('DECR', KEYS[1]) if n <= 0 then redis.call('DEL', KEYS[1]) end return n`;

/** Several instances: one counter per user in Redis, so the limit holds whichever instance takes the request. */
export function redisSlots(redis: Redis, prefix: string, limit: number, lifetimeMs = 15 * 60_000): GenerationSlots {
  return {
    async acquire(userId) {
      const key = `${prefix}:running:${userId}`;
      const n = Number(await redis.eval(ACQUIRE, 1, key, String(limit), String(lifetimeMs)));
      if (n === 0) throw busy(limit);
      return once(async () => {
        await redis.eval(RELEASE, 1, key).catch(() => undefined);
      });
    },
  };
}

import { Redis } from 'ioredis';
import { randomId } from './secrets';

/** Something cached elsewhere changed: a user's principal (sessions, tokens, row) or an itinerary's head. */
export type Invalidation = { kind: 'user'; id: string } | { kind: 'trip'; id: string; version?: number; meta?: boolean };

type Listener = (msg: Invalidation | null) => void;

/**
 * Tells every cache of this app, and of every other instance when REDIS_URL is set, that something changed
 * (decision 018). `publish` applies locally before it returns (callers publish after their write committed, so
 * this instance's next request already misses); then it goes out on one Redis channel. A listener called with
 * null must drop everything: the subscription was (re)connected and messages may have been missed meanwhile.
 */
export interface InvalidationBus {
  publish(msg: Invalidation): Promise<void>;
  subscribe(fn: Listener): void;
  close(): Promise<void>;
}

export const INVALIDATION_CHANNEL = 'wayfarer:invalidate';

export function createInvalidationBus(redisUrl: string | undefined): InvalidationBus {
  const listeners: Listener[] = [];
  const emit = (msg: Invalidation | null) => listeners.forEach((fn) => fn(msg));
  if (!redisUrl) {
    return {
      publish: async (msg) => emit(msg),
      subscribe: (fn) => void listeners.push(fn),
      close: async () => undefined,
    };
  }
  const origin = randomId('ins');
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const sub = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const subscribed = sub.subscribe(INVALIDATION_CHANNEL).catch(() => undefined);
  // Every (re)subscription may follow a gap in which messages were lost: start clean.
  sub.on('ready', () => emit(null));
  sub.on('message', (_channel: string, raw: string) => {
    try {
      const { from, msg } = JSON.parse(raw) as { from: string; msg: Invalidation };
      if (from !== origin) emit(msg);
    } catch {
      emit(null);
    }
  });
  pub.on('error', () => undefined);
  sub.on('error', () => emit(null));
  return {
    publish: async (msg) => {
      emit(msg);
      // Redis relays to the subscribers' sockets before it answers, so other instances hold the message before
      // the response to the write that caused it leaves this one.
      await pub.publish(INVALIDATION_CHANNEL, JSON.stringify({ from: origin, msg })).catch(() => undefined);
    },
    subscribe: (fn) => void listeners.push(fn),
    close: async () => {
      await subscribed;
      await Promise.all([pub.quit().catch(() => undefined), sub.quit().catch(() => undefined)]);
    },
  };
}

const userListeners = new Set<(userId: string) => void>();

/**
 * Repositories that change a user's row, sessions or tokens call this as soon as their statement returned, so a
 * caller that is not a route (a script, a service composed elsewhere) still ends cached principals in this
 * process. Routes also call `app.principals.invalidateUser` after the transaction committed, which reaches other
 * instances and drops anything loaded while the transaction was open.
 */
export function userChanged(userId: string) {
  for (const fn of userListeners) fn(userId);
}

export function onUserChanged(fn: (userId: string) => void): () => void {
  userListeners.add(fn);
  return () => void userListeners.delete(fn);
}

import type { CheckId } from './types';

/** Why candidate routes or days were rejected; turned into `conflicts` when no plan exists. */
export class Diagnostics {
  private entries = new Map<CheckId, { count: number; message: string }>();

  /** `message` may be a function, so hot loops only build the first message of each kind. */
  add(check: CheckId, message: string | (() => string)): void {
    const e = this.entries.get(check);
    if (e) e.count++;
    else this.entries.set(check, { count: 1, message: typeof message === 'string' ? message : message() });
  }

  /** Most frequent first; ties by check id for determinism. */
  list(): Array<{ check: CheckId; count: number; message: string }> {
    return [...this.entries].map(([check, e]) => ({ check, ...e })).sort((a, b) => b.count - a.count || (a.check < b.check ? -1 : 1));
  }

  has(check: CheckId): boolean {
    return this.entries.has(check);
  }
}

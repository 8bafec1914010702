import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SOCKET_DIR_PREFIX = 'wayfarer-pg-';
/** A directory younger than this may belong to a process still writing its pid file: it is left alone. */
const GRACE_MS = 60_000;

/** Records which process owns a socket directory, so a later start can tell a live one from a left-over one. */
export function claimSocketDir(dir: string): void {
  writeFileSync(path.join(dir, 'pid'), String(process.pid), { mode: 0o600 });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but is someone else's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes socket directories left by processes killed outright (no exit handler ran): this user's, older than a
 * minute, whose owning process has gone. Returns the directories removed.
 */
export function sweepStaleSocketDirs(parent = tmpdir(), now = Date.now()): string[] {
  const uid = process.getuid?.();
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent).filter((n) => n.startsWith(SOCKET_DIR_PREFIX));
  } catch {
    return removed;
  }
  for (const name of names) {
    const dir = path.join(parent, name);
    try {
      const stat = statSync(dir);
      if (!stat.isDirectory() || (uid !== undefined && stat.uid !== uid) || now - stat.mtimeMs < GRACE_MS) continue;
      let owner: number | null = null;
      try {
        owner = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
      } catch {
        // No pid file a minute after it was made: its process died while starting.
      }
      if (owner && Number.isInteger(owner) && alive(owner)) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(dir);
    } catch {
      // Gone already, or not ours to read: nothing to tidy.
    }
  }
  return removed;
}

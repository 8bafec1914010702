import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { claimSocketDir, SOCKET_DIR_PREFIX, sweepStaleSocketDirs } from './stale-socket-dirs';

/** Where node-postgres finds the thread's socket: `host` is its directory, `port` names the file (.s.PGSQL.<port>). */
export interface PgliteThread {
  host: string;
  port: number;
  stop(): Promise<void>;
}

const PORT = 5432;

/**
 * Starts PGlite on a worker thread serving the PostgreSQL protocol on a Unix socket (decision 034) in a fresh
 * directory only this process's user can enter. Resolves once it accepts connections; fails if PGlite cannot open
 * `dir` (then the worker has already ended).
 */
export async function startPgliteThread(dir: string, postgresqlconf: string[]): Promise<PgliteThread> {
  // Directories of processes killed outright (no exit handler ran) are removed by the next start.
  sweepStaleSocketDirs();
  const host = mkdtempSync(path.join(tmpdir(), SOCKET_DIR_PREFIX));
  claimSocketDir(host);
  const socketPath = path.join(host, `.s.PGSQL.${PORT}`);
  const worker = new Worker(new URL('./pglite.worker.mjs', import.meta.url), { workerData: { dir, postgresqlconf, socketPath } });
  const cleanUp = () => {
    process.off('exit', cleanUp);
    rmSync(host, { recursive: true, force: true });
  };
  // A process that ends without stopping the thread (a test runner, a crash) still leaves no directory behind.
  process.on('exit', cleanUp);
  try {
    await new Promise<void>((resolve, reject) => {
      const failed = (err: Error) => {
        worker.off('message', ready);
        reject(err);
      };
      const exited = (code: number) => failed(new Error(`The database thread stopped while starting (exit code ${code})`));
      const ready = () => {
        worker.off('error', failed).off('exit', exited);
        resolve();
      };
      worker.once('message', ready).once('error', failed).once('exit', exited);
    });
  } catch (err) {
    cleanUp();
    throw err;
  }
  let stopped: Promise<void> | null = null;
  // After start-up an error ends the thread; queries then fail on the closed socket, and this says why.
  worker.on('error', (err) => process.stderr.write(`The database thread failed: ${err.message}\n`));
  worker.on('exit', (code) => {
    if (!stopped) process.stderr.write(`The database thread stopped unexpectedly (exit code ${code}); queries will fail until a restart\n`);
  });
  return {
    host,
    port: PORT,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        worker.once('message', () => void worker.terminate());
        worker.postMessage('close');
      }).finally(cleanUp)),
  };
}

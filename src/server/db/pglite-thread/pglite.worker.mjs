// PGlite on its own thread (decision 034), serving the PostgreSQL wire protocol on a Unix socket. The request
// thread connects with node-postgres as it would to a PostgreSQL server, so the database's own CPU (WebAssembly,
// protocol encoding, JSON decoding) no longer runs on the thread that answers HTTP.
//
// Plain JavaScript on purpose: it runs as is from source (vitest, tsx) and under `npm start`, with no TypeScript
// loader in the worker. PGlite is a single PostgreSQL backend: the sessions of several connections share it
// (decision 042), one whole request at a time, and a session with an open transaction has it to itself until the
// transaction ends. The protocol details are in pglite-protocol.mjs.
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { closeStatements, IDLE, readyStatus, takeRequests, withPrefixedNames } from './pglite-protocol.mjs';

/** @type {{ dir: string, postgresqlconf: string[], socketPath: string }} */
const { dir, postgresqlconf, socketPath } = workerData;

const db = await PGlite.create(dir, { postgresqlconf });

/**
 * @typedef {{ id: number, socket: import('node:net').Socket, closed: boolean, statements: Set<string> }} Session
 * @typedef {{ session: Session, run: () => Promise<void> }} Request
 */
/** Requests waiting for the backend, in arrival order. */
const waiting = /** @type {Request[]} */ ([]);
/** The session whose transaction is open: until it ends, only that session's requests run. */
let owner = /** @type {Session | null} */ (null);
let busy = false;
let sessions = 0;
/** Called once nothing waits and nothing runs (stopping waits for that). */
const idleWaiters = /** @type {Array<() => void>} */ ([]);

/** Runs the next request that may run now, one at a time: the backend is one PostgreSQL session. */
function pump() {
  if (busy) return;
  const i = owner ? waiting.findIndex((r) => r.session === owner) : 0;
  if (i < 0 || waiting.length === 0) {
    if (waiting.length === 0) for (const resolve of idleWaiters.splice(0)) resolve();
    return;
  }
  const [request] = waiting.splice(i, 1);
  busy = true;
  request.run().then(
    () => {
      busy = false;
      pump();
    },
    (err) => {
      busy = false;
      request.session.socket.destroy(err);
      pump();
    },
  );
}

function enqueue(session, run) {
  waiting.push({ session, run });
  pump();
}

/** One client request, whole (up to its Sync), in one WebAssembly call; its answer says if a transaction is open. */
function execute(session, messages) {
  return async () => {
    if (session.closed) return;
    const renamed = messages.map((m) => withPrefixedNames(m, `s${session.id}_`, session.statements));
    const message = renamed.length === 1 ? renamed[0] : Buffer.concat(renamed);
    const answer = await db.execProtocolRaw(new Uint8Array(message.buffer, message.byteOffset, message.length));
    // A request without ReadyForQuery (a Flush) keeps the backend for its session until the session syncs.
    const status = readyStatus(answer);
    owner = status === IDLE ? null : session;
    if (answer.length && !session.socket.destroyed) session.socket.write(answer);
  };
}

/** After a session ends: what it left open is rolled back, and its prepared statements closed. */
function cleanUp(session) {
  return async () => {
    if (owner === session) {
      owner = null;
      await db.exec('ROLLBACK');
    }
    if (session.statements.size) await db.execProtocolRaw(closeStatements(session.statements));
  };
}

/** Serves one connection: its requests join the queue as they complete; answers are written back. */
function serve(socket) {
  socket.setNoDelay(true);
  const session = { id: ++sessions, socket, closed: false, statements: new Set() };
  const state = { started: false };
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const got = takeRequests(buffer, state);
    if (got.error) return socket.destroy(new Error(got.error));
    buffer = buffer.subarray(got.used);
    for (const r of got.requests) {
      if (r.ssl) socket.write('N');
      else enqueue(session, execute(session, r.messages));
    }
    // Goodbye after the answers to what came before it.
    if (got.terminate) enqueue(session, async () => void socket.end());
  });
  socket.once('close', () => {
    session.closed = true;
    enqueue(session, cleanUp(session));
  });
}

const server = createServer((socket) => {
  socket.on('error', () => undefined);
  serve(socket);
});
server.listen(socketPath, () => parentPort.postMessage({ ready: true }));

parentPort.on('message', (msg) => {
  if (msg !== 'close') return;
  server.close();
  new Promise((resolve) => {
    idleWaiters.push(resolve);
    pump();
  })
    .then(() => db.close())
    .then(() => parentPort.postMessage({ closed: true }))
    .catch((err) => parentPort.postMessage({ closed: true, error: String(err) }));
});

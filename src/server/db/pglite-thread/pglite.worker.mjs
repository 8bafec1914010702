// PGlite on its own thread (decision 034), serving the PostgreSQL wire protocol on a Unix socket. The request
// thread connects with node-postgres as it would to a PostgreSQL server, so the database's own CPU (WebAssembly,
// protocol encoding, JSON decoding) no longer runs on the thread that answers HTTP.
//
// Plain JavaScript on purpose: it runs as is from source (vitest, tsx) and under `npm start`, with no TypeScript
// loader in the worker. One session at a time: PGlite is a single PostgreSQL backend, so a second connection
// waits until the first closes (the app's pool holds exactly one).
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ dir: string, postgresqlconf: string[], socketPath: string }} */
const { dir, postgresqlconf, socketPath } = workerData;
const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'

const db = await PGlite.create(dir, { postgresqlconf });
let turn = Promise.resolve();

/**
 * Serves one connection: whole messages are handed to PGlite in one call per chunk, answers written back. `closed`
 * settles when the socket closes, which may be before its turn came (a client that gave up waiting).
 */
function serve(socket, closed) {
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let started = false;
  let queue = Promise.resolve();

  const take = () => {
    const batch = [];
    let offset = 0;
    for (;;) {
      const rest = buffer.length - offset;
      if (!started) {
        if (rest < 8) break;
        const len = buffer.readInt32BE(offset);
        const code = buffer.readInt32BE(offset + 4);
        if (rest < len) break;
        if (code === SSL_REQUEST) {
          socket.write('N');
          offset += len;
          continue;
        }
        if (code !== PROTOCOL_3) return { error: `unsupported protocol ${code}` };
        batch.push(buffer.subarray(offset, offset + len));
        offset += len;
        started = true;
        continue;
      }
      if (rest < 5) break;
      const len = 1 + buffer.readInt32BE(offset + 1);
      if (rest < len) break;
      if (buffer[offset] === TERMINATE) return { batch, terminate: true, offset: offset + len };
      batch.push(buffer.subarray(offset, offset + len));
      offset += len;
    }
    return { batch, offset };
  };

  socket.on('data', (chunk) => {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    const got = take();
    if (got.error) return socket.destroy(new Error(got.error));
    buffer = buffer.subarray(got.offset);
    if (got.batch.length === 0 && !got.terminate) return;
    const message = got.batch.length === 1 ? got.batch[0] : Buffer.concat(got.batch);
    queue = queue.then(async () => {
      if (message.length) {
        const answer = await db.execProtocolRaw(new Uint8Array(message.buffer, message.byteOffset, message.length));
        if (answer.length && !socket.destroyed) socket.write(answer);
      }
      if (got.terminate) socket.end();
    });
    queue.catch((err) => socket.destroy(err));
  });
  // A session that ends inside a transaction (a crashed client) must not leave it open for the next one.
  return closed.then(() =>
    queue
      .then(async () => {
        if (db.isInTransaction()) await db.exec('ROLLBACK');
      })
      .catch(() => undefined),
  );
}

const server = createServer((socket) => {
  socket.pause();
  socket.on('error', () => undefined);
  const closed = new Promise((resolve) => socket.once('close', resolve));
  // Sessions take turns: the next connection starts only when the one before it has closed.
  turn = turn.then(() => {
    socket.resume();
    return serve(socket, closed);
  });
});
server.listen(socketPath, () => parentPort.postMessage({ ready: true }));

parentPort.on('message', (msg) => {
  if (msg !== 'close') return;
  server.close();
  turn
    .then(() => db.close())
    .then(() => parentPort.postMessage({ closed: true }))
    .catch((err) => parentPort.postMessage({ closed: true, error: String(err) }));
});

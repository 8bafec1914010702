// The few parts of the PostgreSQL frontend protocol that the database thread (pglite.worker.mjs) has to read, so that
// several sessions can share PGlite's one backend (decision 042): where a client's request ends, the statement and
// portal names it uses, and the transaction status that the backend's answer ends with.
// https://www.postgresql.org/docs/current/protocol-message-formats.html

const SSL_REQUEST = 80877103;
const PROTOCOL_3 = 196608;
const TERMINATE = 0x58; // 'X'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const DESCRIBE = 0x44; // 'D'
const CLOSE = 0x43; // 'C'
const EXECUTE = 0x45; // 'E'
const READY_FOR_QUERY = 0x5a; // 'Z'
const STATEMENT = 0x53; // 'S' in Describe and Close: a prepared statement (else 'P', a portal)
export const IDLE = 0x49; // 'I': no transaction open

/**
 * Cuts a session's bytes into requests. A request is the startup packet, or the messages up to and including a
 * Sync, a simple Query or a Flush: what the client then waits on an answer for. A Terminate ends the session.
 * Returns the complete requests, how many bytes they used, and whether the client said goodbye.
 * @param {Buffer} buffer @param {{ started: boolean }} state
 */
export function takeRequests(buffer, state) {
  /** @type {Array<{ messages: Buffer[], ssl?: boolean }>} */
  const requests = [];
  let messages = [];
  let offset = 0;
  let end = 0;
  for (;;) {
    const rest = buffer.length - offset;
    if (!state.started) {
      if (rest < 8) break;
      const len = buffer.readInt32BE(offset);
      const code = buffer.readInt32BE(offset + 4);
      if (rest < len) break;
      if (code === SSL_REQUEST) requests.push({ messages: [], ssl: true });
      else if (code === PROTOCOL_3) {
        requests.push({ messages: [buffer.subarray(offset, offset + len)] });
        state.started = true;
      } else return { error: `unsupported protocol ${code}` };
      offset += len;
      end = offset;
      continue;
    }
    if (rest < 5) break;
    const len = 1 + buffer.readInt32BE(offset + 1);
    if (rest < len) break;
    const type = buffer[offset];
    if (type === TERMINATE) return { requests, used: offset + len, terminate: true };
    messages.push(buffer.subarray(offset, offset + len));
    offset += len;
    if (type === SYNC || type === QUERY || type === FLUSH) {
      requests.push({ messages });
      messages = [];
      end = offset;
    }
  }
  // Messages of a request that has not ended yet stay in the buffer until it has.
  return { requests, used: end, terminate: false };
}

/** Where a message's NUL-terminated string at `at` ends. @param {Buffer} m @param {number} at */
const cstringEnd = (m, at) => m.indexOf(0, at);

/**
 * The message with its named statement and portal prefixed (PostgreSQL keeps them per session; here the sessions
 * share one backend). The unnamed ones (empty names) are left alone: they live only until the request's Sync.
 * `created` collects the statements the message prepares, to close them when the session ends.
 * @param {Buffer} m @param {string} prefix @param {Set<string>} created
 */
export function withPrefixedNames(m, prefix, created) {
  const type = m[0];
  /** @type {number[]} where the names to prefix start */
  let starts;
  if (type === PARSE || type === EXECUTE) starts = [5];
  else if (type === BIND) starts = [5, cstringEnd(m, 5) + 1];
  else if (type === DESCRIBE || type === CLOSE) starts = [6];
  else return m;
  const named = starts.filter((at) => m[at] !== 0);
  if (named.length === 0) return m;
  const p = Buffer.from(prefix);
  // The type and length first (the length is rewritten below), then the body with each name's prefix inserted.
  const parts = [m.subarray(0, 5)];
  let from = 5;
  for (const at of named) {
    parts.push(m.subarray(from, at), p);
    from = at;
  }
  parts.push(m.subarray(from));
  const out = Buffer.concat(parts);
  out.writeInt32BE(out.length - 1, 1);
  const statement = (at) => prefix + m.toString('utf8', at, cstringEnd(m, at));
  if (type === PARSE && m[5] !== 0) created.add(statement(5));
  if (type === CLOSE && m[5] === STATEMENT && m[6] !== 0) created.delete(statement(6));
  return out;
}

/** The transaction status of an answer that ends with ReadyForQuery ('I', 'T' or 'E'), else null. @param {Uint8Array} a */
export function readyStatus(a) {
  return a.length >= 6 && a[a.length - 6] === READY_FOR_QUERY ? a[a.length - 1] : null;
}

/** A request that closes the named statements (Close 'S' each, then Sync). @param {Iterable<string>} names */
export function closeStatements(names) {
  const parts = [];
  for (const name of names) {
    const n = Buffer.from(`${name}\0`);
    const m = Buffer.allocUnsafe(6 + n.length);
    m[0] = CLOSE;
    m.writeInt32BE(5 + n.length, 1);
    m[5] = STATEMENT;
    n.copy(m, 6);
    parts.push(m);
  }
  parts.push(Buffer.from([SYNC, 0, 0, 0, 4]));
  return Buffer.concat(parts);
}

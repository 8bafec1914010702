/**
 * JSON.stringify, once per object. For values that are never mutated after they are first serialized (a saved
 * version's days and report, a detail's cached extras): a save writes the plan's JSON to the database and the same
 * text goes into the detail it answers, instead of serializing 20-40 KB twice on the request thread. The key is the object
 * itself (a WeakMap), so an entry goes when its object does and a changed document, always a new object, misses.
 */
const serialized = new WeakMap<object, string>();

export function jsonOnce(value: object): string {
  let json = serialized.get(value);
  if (json === undefined) serialized.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * JSON.stringify of a plain object some of whose values are JSON text already (`parts`, by key): a large document
 * is joined from parts serialized once each instead of serialized whole again. The same text as JSON.stringify
 * (keys in the object's order, undefined values left out); a part whose key the object lacks is not written.
 */
export function jsonWith(value: object, parts: Readonly<Record<string, string>>): string {
  let out = '';
  for (const [key, v] of Object.entries(value)) {
    const json = Object.hasOwn(parts, key) ? parts[key] : JSON.stringify(v);
    if (json !== undefined) out += `${out ? ',' : ''}${JSON.stringify(key)}:${json}`;
  }
  return `{${out}}`;
}

/**
 * Text and bytes joined as one UTF-8 buffer. Each string is encoded straight into it: joining large serialized
 * parts as text first would copy the whole document once more in the JavaScript heap (decision 039).
 */
export function utf8Join(parts: ReadonlyArray<string | Buffer>): Buffer {
  let size = 0;
  for (const p of parts) size += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const p of parts) at += typeof p === 'string' ? out.write(p, at) : p.copy(out, at);
  return out;
}

/**
 * JSON.stringify, once per object. For values that are never mutated after they are first serialized (a saved
 * version's plan, a detail's cached extras): a save writes the plan's JSON to the database and the same bytes go
 * into the detail it answers, instead of serializing 20-40 KB twice on the request thread. The key is the object
 * itself (a WeakMap), so an entry goes when its object does and a changed document, always a new object, misses.
 */
const serialized = new WeakMap<object, string>();

export function jsonOnce(value: object): string {
  let json = serialized.get(value);
  if (json === undefined) serialized.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * Text and bytes joined as one UTF-8 buffer. Each string is encoded straight into it: joining large serialized
 * parts as text first would copy the whole document once more in the JavaScript heap (decision 039).
 */
export function utf8Join(parts: ReadonlyArray<string | Uint8Array>): Buffer {
  let size = 0;
  for (const p of parts) size += typeof p === 'string' ? Buffer.byteLength(p) : p.length;
  const out = Buffer.allocUnsafe(size);
  let at = 0;
  for (const p of parts) {
    if (typeof p === 'string') at += out.write(p, at);
    else {
      out.set(p, at);
      at += p.length;
    }
  }
  return out;
}

/** JSON that is either text or its UTF-8 bytes (as it comes from the planner's thread, decision 040). */
export type Utf8Json = string | Uint8Array;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * JSON.stringify as UTF-8 bytes in a buffer of their own: bytes cross to another thread outside the JavaScript
 * heap (transferred, or copied as one block) where a string would be rebuilt in the receiver's heap (decision 040).
 */
export function jsonBytes(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

/** The text of JSON kept as bytes (a worker decoding its input, a queue that carries only text). */
export function jsonText(json: Utf8Json): string {
  return typeof json === 'string' ? json : decoder.decode(json);
}

import fc from 'fast-check';
import { encodeCursor } from '../../core/api/list-query';
import { fillPath, sampleOf, type JsonSchema, type Operation } from './openapi-operations';

/**
 * Bad requests derived from an operation's OpenAPI schemas. `strict` cases break a rule every endpoint must
 * enforce (NUL, lone surrogates, nesting, malformed ids and JSON, declared limits): they must get a 4xx. The rest
 * (wrong types, impossible dates, huge text) may be valid somewhere, so they only must not get a 5xx.
 */
export interface FuzzCase {
  what: string;
  strict: boolean;
  url: string;
  payload?: string;
  contentType?: string;
}

const LONE = '\uD800';
const withNul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`);
const withSurrogate = fc.string({ maxLength: 20 }).map((s) => `${s}${LONE}${s}`);
const badPathSegment = fc.oneof(
  fc.constantFrom(
    '%00',
    'a'.repeat(300),
    '%zz',
    '%ED%A0%80',
    'x%00y',
    '..%2F..%2Fetc%2Fpasswd',
    '%F0%9F%98%80',
    '-1',
    '%27%20OR%201%3D1--',
  ),
  withNul.map(encodeURIComponent),
);
const badQueryValue = fc.constantFrom(
  '%00',
  'a%00b',
  '%ED%A0%80',
  '2030-02-31',
  '2024-99-99',
  'abc',
  '1e309',
  '-99999999999999999999',
  'NaN',
  '',
  encodeCursor({ v: 'not-a-date', id: 'x' }),
  encodeCursor({ v: '2024-99-99', id: '%00' }),
  encodeCursor({ v: 'a\u0000', id: 'b' }),
  'a'.repeat(5000),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ nested: { x: 1 } }),
  fc.double(),
);
const impossibleDate = fc.constantFrom('2030-02-31', '2024-99-99', '0000-00-00', '2030-13-01T25:61');

type Leaf = { path: string[]; schema: JsonSchema | undefined };

function leaves(value: unknown, schema: JsonSchema | undefined, path: string[] = []): Leaf[] {
  const own: Leaf = { path, schema };
  if (Array.isArray(value)) return [own, ...value.flatMap((v, i) => leaves(v, schema?.items, [...path, String(i)]))];
  if (value && typeof value === 'object') {
    const props = schema?.properties ?? (schema?.oneOf ?? schema?.anyOf)?.find((s) => s.properties)?.properties;
    return [own, ...Object.entries(value).flatMap(([k, v]) => leaves(v, props?.[k], [...path, k]))];
  }
  return [own];
}

function setAt(root: unknown, path: string[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string, unknown>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}

function deep(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export function casesFor(op: Operation, pathValues: Record<string, string>, seed: number): FuzzCase[] {
  const sample = <T>(arb: fc.Arbitrary<T>, n: number) => fc.sample(arb, { seed, numRuns: n });
  const query = op.parameters.filter((p) => p.in === 'query');
  const base = new URLSearchParams();
  for (const p of query) if (p.required || p.schema.enum) base.set(p.name, String(sampleOf(p.schema)));
  const url = (path: string, q: URLSearchParams | string = base) => `${path}${String(q) ? `?${String(q)}` : ''}`;
  const okPath = fillPath(op, pathValues);
  const cases: FuzzCase[] = [
    { what: 'NUL in an undeclared query value', strict: true, url: url(okPath, `${String(base)}&zz=%00`.replace(/^&/, '')) },
  ];

  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    for (const bad of sample(badPathSegment, 3))
      cases.push({ what: `path ${p.name}=${bad.slice(0, 30)}`, strict: true, url: url(fillPath(op, { ...pathValues, [p.name]: bad })) });
  }
  for (const p of query) {
    for (const bad of sample(badQueryValue, 2)) {
      const raw = `${[...base]
        .filter(([k]) => k !== p.name)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('&')}&${p.name}=${bad}`.replace(/^&/, '');
      const strict =
        bad.includes('%00') || (p.schema.maxLength !== undefined && bad.length > p.schema.maxLength) || (!!p.schema.enum && bad !== '');
      cases.push({ what: `query ${p.name}=${bad.slice(0, 30)}`, strict, url: url(okPath, raw) });
    }
  }
  if (op.method === 'GET') return cases;

  const json = (what: string, strict: boolean, value: unknown) =>
    cases.push({ what, strict, url: url(okPath), payload: JSON.stringify(value) });
  if (!op.body) {
    json('NUL in an unexpected body', true, { x: '\u0000' });
    return cases;
  }
  const value = sampleOf(op.body);
  const spots = leaves(value, op.body);
  const pick = (n: number) => sample(fc.nat({ max: spots.length - 1 }), n).map((i) => spots[i]!);
  for (const [spot, s] of pick(2).map((sp, i) => [sp, sample(withNul, 2)[i]!] as const))
    json(`NUL at ${spot.path.join('.') || '(root)'}`, true, setAt(value, spot.path, s));
  for (const [spot, s] of pick(2).map((sp, i) => [sp, sample(withSurrogate, 2)[i]!] as const))
    json(`lone surrogate at ${spot.path.join('.') || '(root)'}`, true, setAt(value, spot.path, s));
  json('NUL in a key', true, { ...(value as object), ['k\u0000']: 1 });
  for (const [spot, t] of pick(3).map((sp, i) => [sp, sample(wrongType, 3)[i]] as const))
    json(`wrong type at ${spot.path.join('.') || '(root)'}`, false, setAt(value, spot.path, t));
  for (const spot of pick(2)) {
    const max = spot.schema?.maxLength;
    json(`huge string at ${spot.path.join('.') || '(root)'}`, max !== undefined, setAt(value, spot.path, 'x'.repeat((max ?? 100_000) + 1)));
  }
  for (const [spot, d] of pick(2).map((sp, i) => [sp, sample(impossibleDate, 2)[i]!] as const))
    json(`impossible date at ${spot.path.join('.')}`, false, setAt(value, spot.path, d));
  for (const depth of sample(fc.integer({ min: 40, max: 5000 }), 2))
    cases.push({ what: `${depth}-deep body`, strict: true, url: url(okPath), payload: `{"x":${deep(depth)}}` });
  cases.push({ what: '150000-deep body (near the size limit)', strict: true, url: url(okPath), payload: deep(150_000) });
  cases.push({ what: 'invalid JSON', strict: true, url: url(okPath), payload: '{"a":' });
  cases.push({ what: 'wrong content type', strict: true, url: url(okPath), payload: '<a/>', contentType: 'application/xml' });
  cases.push({ what: 'body over 1 MiB', strict: true, url: url(okPath), payload: JSON.stringify({ x: 'y'.repeat(1_100_000) }) });
  return cases;
}

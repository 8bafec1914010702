import { describe, expect, it } from 'vitest';
import { jsonOnce, jsonWith, utf8Join } from './json-once';

describe('utf8Join', () => {
  it('gives the UTF-8 of the joined text, whatever mix of text and bytes it gets', () => {
    const parts = ['{"title":"São Jorge – café 🍰",', Buffer.from('"plan":{"days":["Ærø","東京"]}'), '', '}'];
    const text = parts.map((p) => (typeof p === 'string' ? p : p.toString('utf8'))).join('');
    const joined = utf8Join(parts);
    expect(joined.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(JSON.parse(joined.toString('utf8'))).toEqual({ title: 'São Jorge – café 🍰', plan: { days: ['Ærø', '東京'] } });
  });

  it('joins nothing into an empty buffer', () => {
    expect(utf8Join([]).length).toBe(0);
  });
});

describe('jsonOnce', () => {
  it('serializes an object once and answers the same text after', () => {
    const value = { a: [1, 2] };
    const first = jsonOnce(value);
    value.a.push(3); // never done to real values: shows the second call did not serialize again
    expect(jsonOnce(value)).toBe(first);
    expect(first).toBe('{"a":[1,2]}');
  });
});

describe('jsonWith', () => {
  it('gives the text JSON.stringify gives, with the parts it is handed in place of their values', () => {
    const value = { 'a "key"': 'é', skip: undefined, n: null, nested: { x: [1, { y: undefined }] }, days: [1, 2], fn: () => 1 };
    expect(jsonWith(value, {})).toBe(JSON.stringify(value));
    expect(jsonWith(value, { days: JSON.stringify(value.days) })).toBe(JSON.stringify(value));
    expect(JSON.parse(jsonWith(value, { days: '["joined"]' })).days).toEqual(['joined']);
    // A part for a key the object does not have is not written; an empty object stays one.
    expect(jsonWith({ a: 1 }, { b: '2' })).toBe('{"a":1}');
    expect(jsonWith({}, {})).toBe('{}');
  });
});

import { describe, expect, it } from 'vitest';
import { jsonOnce, utf8Join } from './json-once';

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

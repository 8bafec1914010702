import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './itinerary';

describe('what the itinerary page carries (decision 030)', () => {
  it('writes JSON that cannot end or change its <script> element and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script><!-- x', note: 'line\u2028break\u2029end' };
    const text = scriptJson(JSON.stringify(value));
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes text for the first screen', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });
});

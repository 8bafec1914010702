import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './html';
import { sharedTripHead, type FirstScreenDoc } from './itinerary';

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

  it("describes a share link's trip for link previews, and says it holds only when its checks pass", () => {
    const doc = (feasible: boolean) =>
      ({
        title: 'Lisbon & Porto',
        startDate: '2027-01-02',
        endDate: '2027-01-04',
        travellers: 2,
        cities: [
          { id: 'lisbon', name: 'Lisbon' },
          { id: 'porto', name: 'Porto' },
        ],
        plan: { days: [{ cityId: 'lisbon' }, { cityId: 'lisbon' }, { cityId: 'porto' }], report: { feasible } },
      }) as unknown as FirstScreenDoc;
    const ok = sharedTripHead(doc(true));
    expect(ok.title).toBe('Lisbon & Porto (shared) · Wayfarer');
    expect(ok.description).toMatch(/^3 days in Lisbon, Porto, .*every stop open when you arrive/);
    expect(sharedTripHead(doc(false)).description).toMatch(/its report lists what still needs fixing\.$/);
    expect(sharedTripHead(doc(false)).description).not.toMatch(/open when you arrive/);
  });
});

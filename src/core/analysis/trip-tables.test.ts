import { describe, expect, it } from 'vitest';
import { supportedSentences, numbersIn, unsupportedNumbers, type FigureTable } from './trip-tables';

const tables: FigureTable[] = [
  {
    id: 't',
    caption: 'Budget (EUR)',
    head: ['Day', 'Amount'],
    rows: [
      [1, '€1,234.50'],
      [2, '€80.00'],
    ],
  },
];

describe('figures a summary may state', () => {
  it('reads numbers the way the page writes them', () => {
    expect(numbersIn('€1,234.50 on day 2 at 09:30, 12.5 h.')).toEqual([1234.5, 2, 9, 30, 12.5]);
  });

  it('flags a number no table shows; a text with one is set aside whole', () => {
    expect(unsupportedNumbers('Day 2 costs €80.00.', tables)).toEqual([]);
    expect(unsupportedNumbers('Day 3 costs €99.', tables)).toEqual([3, 99]);
    expect(supportedSentences('The trip costs €1,234.50.\n- Day 2 is light!', tables)).toEqual([
      'The trip costs €1,234.50.',
      'Day 2 is light!',
    ]);
    expect(supportedSentences('The trip costs €1,234.50. You save 40 euros!\nDay 2 is light.', tables)).toEqual([]);
  });
});

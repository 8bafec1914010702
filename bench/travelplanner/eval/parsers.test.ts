import { describe, expect, it } from 'vitest';
import { parsePandasTable } from './pandas-table';
import { parsePythonLiteral } from './python-literal';
import { readRefTables } from './sandbox';
import { extractBeforeParenthesis, extractFromTo, getValidNameCity } from './text';

/** Formats like pandas to_string(index=False): width = longest cell in code points, right-justified, 1 space apart. */
function pandasText(header: string[], rows: string[][], index?: number[]): string {
  const len = (s: string) => Array.from(s).length;
  const widths = header.map((h, k) => Math.max(len(h), ...rows.map((r) => len(r[k]!))));
  const line = (cells: string[]) => cells.map((c, k) => ' '.repeat(widths[k]! - len(c)) + c).join(' ');
  const iw = index ? Math.max(...index.map((i) => String(i).length)) : 0;
  const prefix = (s: string | number | null) => (index ? `${s === null ? '' : s}`.padEnd(iw) + ' ' : '');
  return [prefix(null) + line(header), ...rows.map((r, n) => prefix(index ? index[n]! : null) + line(r))].join('\n');
}

describe('parsePandasTable (DataFrame.to_string, right-aligned fixed-width columns)', () => {
  it('splits multi-word headers and cells containing spaces, counting code points like Python', () => {
    const text = pandasText(
      ['NAME', 'price', 'room type', 'house_rules', 'minimum nights', 'maximum occupancy', 'review rate number', 'city'],
      [
        ['Bedroom with a view 😀', '77.0', 'Private room', 'No parties', '10.0', '2', '2.0', 'Reno'],
        ['Big Loft, Downtown', '921.0', 'Entire home/apt', 'No smoking & No pets', '1.0', '10', '5.0', 'Las Vegas'],
      ],
    );
    const rows = parsePandasTable(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      NAME: 'Bedroom with a view 😀',
      price: '77.0',
      'room type': 'Private room',
      house_rules: 'No parties',
    });
    expect(rows[1]).toMatchObject({ NAME: 'Big Loft, Downtown', 'maximum occupancy': '10', city: 'Las Vegas' });
  });

  it('reads flight tables and unescapes the "\\n" pandas prints for a newline', () => {
    const text = [
      'Flight Number  Price DepTime ArrTime  ActualElapsedTime FlightDate OriginCityName DestCityName  Distance',
      '     F3643145    226   18:36   21:58 2 hours 22 minutes 2022-03-24      Milwaukee     New York     738.0',
    ].join('\n');
    expect(parsePandasTable(text)[0]).toEqual({
      'Flight Number': 'F3643145',
      Price: '226',
      DepTime: '18:36',
      ArrTime: '21:58',
      ActualElapsedTime: '2 hours 22 minutes',
      FlightDate: '2022-03-24',
      OriginCityName: 'Milwaukee',
      DestCityName: 'New York',
      Distance: '738.0',
    });
    const withNewline = pandasText(['Name', 'City'], [['A\\nB', 'Reno']]);
    expect(parsePandasTable(withNewline)[0]!.Name).toBe('A\nB');
  });

  it('drops a printed integer index', () => {
    const text = pandasText(
      ['Name', 'Average Cost', 'City'],
      [
        ['Coco Bambu', '72', 'Reno'],
        ['Flying Mango', '20', 'Reno'],
      ],
      [39, 251],
    );
    expect(parsePandasTable(text).map((r) => r.Name)).toEqual(['Coco Bambu', 'Flying Mango']);
  });

  it('rejects a table whose rows do not line up with the header', () => {
    expect(() => parsePandasTable('  A   B\nxxxxxxxx')).toThrow(/not aligned/);
  });
});

describe('readRefTables', () => {
  it('reads each kind of entry and ignores "no information" contents', () => {
    const tables = readRefTables([
      {
        Description: 'Restaurants in Reno',
        Content: pandasText(
          ['Name', 'Average Cost', 'Cuisines', 'Aggregate Rating', 'City'],
          [['Kanha', '28', 'Cafe, Indian', '4.1', 'Reno']],
        ),
      },
      { Description: 'Flight from Reno to Denver on 2022-03-01', Content: 'There is no flight from Reno to Denver on 2022-03-01.' },
      { Description: 'Taxi from Reno to Denver', Content: 'taxi, from Reno to Denver, duration: 9 hours, distance: 1,000 km, cost: 1000' },
    ]);
    expect(tables.restaurants).toEqual([{ name: 'Kanha', averageCost: 28, cuisines: 'Cafe, Indian', rating: 4.1, city: 'Reno' }]);
    expect(tables.flights).toEqual([]);
    expect(tables.ground.get('taxi|Reno|Denver')).toMatch(/cost: 1000/);
  });
});

describe('parsePythonLiteral', () => {
  it('reads the repr of a list of dicts with both quote styles and escapes', () => {
    const value = parsePythonLiteral(
      `[{'Description': "Bob's \\"place\\"", 'Content': 'a\\nb\\x41\\u00e9', 'n': -1.5e2, 'x': None, 'ok': True, 't': (1, 2,)}]`,
    );
    expect(value).toEqual([{ Description: 'Bob\'s "place"', Content: 'a\nbAé', n: -150, x: null, ok: true, t: [1, 2] }]);
  });

  it('throws on malformed input', () => {
    expect(() => parsePythonLiteral("[{'a': 1}")).toThrow();
    expect(() => parsePythonLiteral("'unterminated")).toThrow();
  });
});

describe('evaluator string helpers', () => {
  it('get_valid_name_city: the name is everything before the last comma; a "(State)" suffix is dropped', () => {
    expect(getValidNameCity('Red Ginger Sushi, Grill & Bar, Philadelphia(Pennsylvania)')).toEqual([
      'Red Ginger Sushi, Grill & Bar',
      'Philadelphia',
    ]);
    expect(getValidNameCity('Blue Fish, Lakeside')).toEqual(['Blue Fish', 'Lakeside']);
    expect(getValidNameCity('no comma here')).toEqual(['-', '-']);
  });

  it('extract_from_to stops at a comma; extract_before_parenthesis keeps what precedes "("', () => {
    expect(extractFromTo('Flight Number: F1, from St. Louis to New York(New York), Departure Time: 10:00')).toEqual([
      'St. Louis',
      'New York(New York)',
    ]);
    expect(extractFromTo('Lakeside')).toEqual([null, null]);
    expect(extractBeforeParenthesis('New York(New York)')).toBe('New York');
    expect(() => extractBeforeParenthesis(null)).toThrow(TypeError);
  });
});

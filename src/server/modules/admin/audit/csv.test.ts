import { describe, expect, it } from 'vitest';
import { adminCan } from '../../../../core/api/admin-auth';
import { topFrameOf } from '../errors/errors.service';
import { csvCell } from './audit.service';

describe('audit CSV cells', () => {
  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('error fingerprints and roles', () => {
  it('takes the first stack line that names a code location (V8 and Firefox styles)', () => {
    expect(topFrameOf('TypeError: x\n    at render (app.js:1:2)\n    at b (c.js:3:4)')).toBe('at render (app.js:1:2)');
    expect(topFrameOf('render@http://x/app.js:1:2\nb@http://x/c.js:3:4')).toBe('render@http://x/app.js:1:2');
    expect(topFrameOf(null)).toBeNull();
  });

  it('support reads and suspends; only admin manages', () => {
    expect([adminCan('support', 'read'), adminCan('support', 'suspend'), adminCan('support', 'manage')]).toEqual([true, true, false]);
    expect(adminCan('admin', 'manage')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_VALUES, fieldErrorsFromDetails, firstInvalidField, toContactBody, validateContact } from './validate';

describe('validateContact (same schema as POST /api/contact)', () => {
  it('reports each invalid field once, with the schema messages, in form order', () => {
    const result = validateContact('contact', { ...EMPTY_VALUES, email: 'not-an-email', message: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      name: 'Please tell us your name',
      email: 'Enter a valid e-mail address',
      message: 'Please write at least 10 characters',
    });
    expect(firstInvalidField(result.errors)).toBe('name');
  });

  it('accepts a valid message and drops empty optional fields', () => {
    const values = { ...EMPTY_VALUES, name: ' Ada ', email: ' ada@example.com ', message: 'Hello there, team!' };
    const result = validateContact('enterprise', values);
    expect(result).toEqual({
      ok: true,
      data: { kind: 'enterprise', name: 'Ada', email: 'ada@example.com', message: 'Hello there, team!' },
    });
    expect(toContactBody('contact', values)).not.toHaveProperty('company', '');
  });

  it('rejects a team size outside the allowed ranges', () => {
    const result = validateContact('enterprise', {
      ...EMPTY_VALUES,
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello there, team!',
      teamSize: '7',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual(['teamSize']);
  });
});

describe('fieldErrorsFromDetails', () => {
  it('maps the server validation details onto form fields and ignores unknown paths', () => {
    expect(
      fieldErrorsFromDetails([
        { path: 'body.email', message: 'Invalid email' },
        { path: 'body.email', message: 'second' },
        { path: 'body.kind', message: 'nope' },
        { path: 'querystring', message: 'x' },
      ]),
    ).toEqual({ email: 'Invalid email' });
    expect(fieldErrorsFromDetails(undefined)).toEqual({});
  });
});

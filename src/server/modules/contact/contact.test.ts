import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/contact', () => {
  it('stores an enterprise enquiry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        kind: 'enterprise',
        name: 'Ada Lovelace',
        email: 'Ada@Example.com',
        company: 'Analytical Ltd',
        teamSize: '51-200',
        message: 'We plan 300 team trips a year.',
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.database.query<{ email: string; kind: string; team_size: string }>(
      'SELECT email, kind, team_size FROM contact_messages WHERE id = $1',
      [res.json().data.id],
    );
    expect(rows[0]).toEqual({ email: 'ada@example.com', kind: 'enterprise', team_size: '51-200' });
  });

  it('explains each invalid field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '', email: 'nope', message: 'short', teamSize: '7' },
    });
    expect(res.statusCode).toBe(400);
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.name', 'body.email', 'body.message', 'body.teamSize']));
  });

  it('limits one sender to 5 messages per 10 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.7',
        payload: { name: 'Bo', email: 'bo@example.com', message: `Hello number ${i} there` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../../core/billing/plans';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildPrincipal, type Principal } from '../auth/testing/principals';
import { overview, subscribe } from './testing/billing-fixtures';

let t: TestApp;
let owner: Principal;
const team = PLANS.find((p) => p.id === 'team')!;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  owner = await buildPrincipal(t.app);
}, 120_000);
afterAll(async () => t.close());

const invite = (p: Principal, email: string) => p.browser.request('POST', '/api/billing/team/members', { json: { email } });

describe('team seats', () => {
  it('refuses invitations on a one-seat plan with 402 saying how to get seats', async () => {
    const res = await invite(owner, 'someone@example.com');
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message:
        'The Free plan has 1 seat, just you. ' +
        `To invite members, upgrade to Team (${team.entitlements.seats} seats) on the pricing page.`,
    });
  });

  it('lets the Team owner fill exactly the seats, even with invitations racing, and members get Team entitlements', async () => {
    expect((await subscribe(owner.browser, 'team')).paid.statusCode).toBe(200);
    const free = team.entitlements.seats - 1;
    const emails = Array.from({ length: free + 3 }, (_, i) => `Member${i}.${Date.now()}@Example.com`);
    const results = await Promise.all(emails.map((e) => invite(owner, e)));
    const okCount = results.filter((r) => r.statusCode === 201).length;
    expect(okCount).toBe(free);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([402, 402, 402]);
    expect(refused[0]!.json().error.message).toBe(
      `Your Team plan has ${team.entitlements.seats} seats (you and ${free} members) and all are taken. ` +
        'Remove a member to invite someone else; for more seats, contact us about an enterprise plan.',
    );
    const mine = (await owner.browser.request('GET', '/api/billing/team')).json().data;
    expect(mine).toMatchObject({ role: 'owner', seats: team.entitlements.seats });
    expect(mine.members).toHaveLength(free);
    const invited = mine.members[0];
    expect(invited.email).toBe(invited.email.toLowerCase());
    expect(invited.joined).toBe(false);

    // The invited person signs in with that address (any case) and has the Team plan and its quotas.
    const member = await buildPrincipal(t.app, { email: invited.email.toUpperCase() });
    const o = await overview(member.browser);
    expect(o.plan.id).toBe('team');
    expect(o.usage.find((u: { kind: string }) => u.kind === 'trips').limit).toBe(team.entitlements.trips);
    const seen = (await member.browser.request('GET', '/api/billing/team')).json().data;
    expect(seen).toMatchObject({ role: 'member', owner: { email: expect.stringContaining('@example.com') } });
    expect((await owner.browser.request('GET', '/api/billing/team')).json().data.members[0].joined).toBe(true);
    // A second invitation of a member, or of the owner, is refused.
    expect((await invite(owner, invited.email)).statusCode).toBe(409);

    // Removing the member frees the seat and takes the plan back.
    const removed = await owner.browser.request('DELETE', `/api/billing/team/members/${invited.id}`);
    expect(removed.json().data.members).toHaveLength(free - 1);
    expect((await overview(member.browser)).plan.id).toBe('free');
    expect((await invite(owner, `late.${Date.now()}@example.com`)).statusCode).toBe(201);
    // Only the owner can remove their members.
    const other = (await owner.browser.request('GET', '/api/billing/team')).json().data.members[0];
    expect((await member.browser.request('DELETE', `/api/billing/team/members/${other.id}`)).statusCode).toBe(404);
  });

  it('validates the e-mail address', async () => {
    const res = await invite(owner, 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

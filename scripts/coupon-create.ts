#!/usr/bin/env -S npx tsx
// `npm run coupon:create -- --code SPRING25 --percent 25 [--months 3 | --forever] [--max 100] [--plans explorer,pro]`
// `npm run coupon:create -- --code TRIPS5 --credits trips:5` · `--code PROWEEK --free-days 7 --plan pro` · `--amount 500`
// Creates a code in the configured database (DATABASE_URL or PGLITE_DIR); options --per-user N, --until YYYY-MM-DD,
// --first-time. Stop a running PGlite server first, since PGlite allows one process at a time.
import { parseArgs } from 'node:util';
import { PLAN_IDS, QUOTA_KINDS, type PlanId, type QuotaKind } from '../src/core/billing/plans';
import { loadConfig } from '../src/server/config/config';
import { createDatabase } from '../src/server/db/create-db';
import { migrate } from '../src/server/db/migrate';
import { createCoupon, type NewCoupon } from '../src/server/modules/billing/coupons.service';

const { values: v } = parseArgs({
  options: {
    code: { type: 'string' },
    percent: { type: 'string' },
    amount: { type: 'string' },
    months: { type: 'string' },
    forever: { type: 'boolean' },
    credits: { type: 'string' },
    'free-days': { type: 'string' },
    plan: { type: 'string' },
    plans: { type: 'string' },
    max: { type: 'string' },
    'per-user': { type: 'string' },
    until: { type: 'string' },
    'first-time': { type: 'boolean' },
  },
});
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const int = (s: string | undefined) =>
  s === undefined ? undefined : Number.isInteger(Number(s)) ? Number(s) : fail(`not a whole number: ${s}`);
const isPlan = (p: string): p is PlanId => (PLAN_IDS as readonly string[]).includes(p);

if (!v.code || !/^[A-Za-z0-9_-]{3,64}$/.test(v.code)) fail('--code: 3 to 64 letters, digits, - or _');
const [creditKind, creditAmount] = (v.credits ?? '').split(':');
const effect: Partial<NewCoupon> = v.percent
  ? { kind: 'percent', percentOff: int(v.percent) }
  : v.amount
    ? { kind: 'amount', amountOffMinor: int(v.amount), currency: 'EUR' }
    : v.credits
      ? (QUOTA_KINDS as readonly string[]).includes(creditKind!)
        ? { kind: 'credits', creditKind: creditKind as QuotaKind, creditAmount: int(creditAmount) }
        : fail(`--credits KIND:N with KIND one of ${QUOTA_KINDS.join(', ')}`)
      : v['free-days'] && v.plan && isPlan(v.plan)
        ? { kind: 'free_period', freeDays: int(v['free-days']), planId: v.plan }
        : fail('say what the code gives: --percent, --amount, --credits or --free-days with --plan');
const plans = v.plans?.split(',').map((p) => (isPlan(p) ? p : fail(`unknown plan ${p}`)));

const coupon = {
  code: v.code!,
  ...effect,
  duration: v.forever ? 'forever' : v.months ? 'repeating' : 'once',
  durationMonths: int(v.months) ?? null,
  allowedPlans: plans ?? null,
  maxRedemptions: int(v.max) ?? null,
  maxPerUser: int(v['per-user']) ?? 1,
  validUntil: v.until ? new Date(`${v.until}T23:59:59Z`) : null,
  firstTimeOnly: Boolean(v['first-time']),
} as NewCoupon;

const config = loadConfig();
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
try {
  await migrate(database);
  const row = await createCoupon(database.db, coupon);
  console.log(`Created code ${row.code} (${row.kind}).`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}

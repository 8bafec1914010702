import { useState, type FormEvent } from 'react';
import type { CouponInput } from '../../../../core/api/admin-billing';
import { AdminCreateCoupon } from '../../../../core/api/admin-billing.endpoints';
import { Button } from '../../../components/ui/button';
import { useAdminMutation } from '../api/data';
import { Choice, Field, intOrUndefined } from '../components/field';

type Kind = CouponInput['kind'];
const KINDS = [
  ['percent', 'Percent off'],
  ['amount', 'Amount off'],
  ['free_period', 'Free days of a plan'],
  ['credits', 'Extra credits'],
] as const;
const PLANS = [
  ['explorer', 'Explorer'],
  ['pro', 'Pro'],
  ['team', 'Team'],
] as const;
const DURATIONS = [
  ['once', 'Next invoice'],
  ['repeating', 'Several months'],
  ['forever', 'Every invoice'],
] as const;

/** Creates a coupon of any kind the coupons feature supports; the server validates with the same schema. */
export function CouponForm() {
  const create = useAdminMutation(AdminCreateCoupon, (body: CouponInput) => ({ body }));
  const [kind, setKind] = useState<Kind>('percent');
  const [f, setF] = useState({ code: '', value: '', months: '', currency: 'EUR', plan: 'pro', credit: 'trips', until: '', max: '' });
  const [duration, setDuration] = useState<'once' | 'repeating' | 'forever'>('once');
  const [message, setMessage] = useState('');
  const set = (k: keyof typeof f) => (v: string) => setF((cur) => ({ ...cur, [k]: v }));
  const value = intOrUndefined(f.value) ?? 0;
  const common = { code: f.code, validUntil: f.until || undefined, maxRedemptions: intOrUndefined(f.max) };
  const body = (): CouponInput => {
    const discount = { duration, durationMonths: duration === 'repeating' ? intOrUndefined(f.months) : undefined };
    if (kind === 'percent') return { ...common, kind, percentOff: value, ...discount };
    if (kind === 'amount') return { ...common, kind, amountOffMinor: Math.round(Number(f.value) * 100), currency: f.currency, ...discount };
    if (kind === 'free_period') return { ...common, kind, planId: f.plan as 'pro', freeDays: value };
    return { ...common, kind, creditKind: f.credit as 'trips', creditAmount: value };
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(body(), {
      onSuccess: (c) => setMessage(`Created ${c.code}: ${c.description}.`),
      onError: (err) => setMessage(`Not created: ${err.message}`),
    });
  };
  const valueLabel = { percent: 'Percent off', amount: 'Amount off (e.g. 5.00)', free_period: 'Free days', credits: 'How many' }[kind];
  return (
    <form onSubmit={submit} aria-labelledby="coupon-form-title" className="grid gap-3 rounded-md border p-4">
      <h3 id="coupon-form-title" className="text-lg font-semibold">
        New coupon
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="coupon-code" label="Code" value={f.code} onChange={set('code')} required hint="3–40 letters, digits, - or _" />
        <Choice id="coupon-kind" label="Kind" value={kind} options={KINDS} onChange={setKind} />
        <Field id="coupon-value" label={valueLabel} type="number" step="any" value={f.value} onChange={set('value')} required />
        {kind === 'amount' && <Field id="coupon-currency" label="Currency" value={f.currency} onChange={set('currency')} />}
        {(kind === 'percent' || kind === 'amount') && (
          <Choice id="coupon-duration" label="Applies to" value={duration} options={DURATIONS} onChange={setDuration} />
        )}
        {(kind === 'percent' || kind === 'amount') && duration === 'repeating' && (
          <Field id="coupon-months" label="Months" type="number" value={f.months} onChange={set('months')} required />
        )}
        {kind === 'free_period' && <Choice id="coupon-plan" label="Plan" value={f.plan} options={PLANS} onChange={set('plan')} />}
        {kind === 'credits' && (
          <Choice
            id="coupon-credit"
            label="Credits for"
            value={f.credit}
            options={[
              ['trips', 'Trip generations'],
              ['assistantMessages', 'Assistant messages'],
            ]}
            onChange={set('credit')}
          />
        )}
        <Field id="coupon-until" label="Last day valid" type="date" value={f.until} onChange={set('until')} optional />
        <Field id="coupon-max" label="Redemptions allowed" type="number" value={f.max} onChange={set('max')} optional />
      </div>
      <div>
        <Button type="submit" disabled={create.isPending}>
          Create coupon
        </Button>
      </div>
      <p role="status" className="text-sm">
        {message}
      </p>
    </form>
  );
}

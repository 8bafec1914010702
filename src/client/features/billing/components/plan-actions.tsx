import { useState } from 'react';
import type { Overview } from '../../../../core/api/billing';
import { BILLING_PERIODS, type BillingPeriod, type PlanId } from '../../../../core/billing/plans';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import type { ApiError } from '../../../lib/api-error';
import { useCancelSubscription, useChangePlan, usePlans, useResumeSubscription } from '../api/billing';
import { money } from '../lib/format';

/** Cancel / resume, and change plan (prorated), for a paid subscription. */
export function PlanActions({ overview }: { overview: Overview }) {
  const sub = overview.subscription!;
  const plans = usePlans();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const change = useChangePlan();
  const [target, setTarget] = useState<Exclude<PlanId, 'free'>>(sub.planId === 'free' ? 'explorer' : sub.planId);
  const [billing, setBilling] = useState<BillingPeriod>(sub.billing);
  const [note, setNote] = useState('');
  const error = (cancel.error ?? resume.error ?? change.error) as ApiError | null;
  const paid = (plans.data?.plans ?? []).filter((p) => p.monthlyMinor > 0);

  const doChange = () =>
    change.mutate(
      { plan: target, billing },
      {
        onSuccess: (r) => {
          const res = r as { chargedMinor: number; creditedMinor: number; currency: string };
          setNote(
            res.chargedMinor > 0
              ? `Plan changed. ${money(res.chargedMinor, res.currency)} was charged for the rest of the period.`
              : `Plan changed. ${money(res.creditedMinor, res.currency)} of unused time is credited to your next invoice.`,
          );
        },
      },
    );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap gap-3">
        {sub.status === 'canceled' ? (
          <Button onClick={() => resume.mutate(undefined)} disabled={resume.isPending}>
            Resume subscription
          </Button>
        ) : (
          <Button variant="outline" onClick={() => cancel.mutate(undefined)} disabled={cancel.isPending}>
            Cancel subscription
          </Button>
        )}
      </div>
      {sub.status !== 'canceled' && (
        <form
          className="grid max-w-xl gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            doChange();
          }}
        >
          <FormField id="change-plan" label="Change to plan">
            {(p) => (
              <Select {...p} value={target} onChange={(e) => setTarget(e.target.value as Exclude<PlanId, 'free'>)}>
                {paid.map((pl) => (
                  <option key={pl.id} value={pl.id}>
                    {pl.name}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField id="change-billing" label="Billing">
            {(p) => (
              <Select {...p} value={billing} onChange={(e) => setBilling(e.target.value as BillingPeriod)}>
                {BILLING_PERIODS.map((b) => (
                  <option key={b} value={b}>
                    {b === 'monthly' ? 'Monthly' : 'Yearly'}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            Change plan
          </Button>
        </form>
      )}
      {note && <p role="status">{note}</p>}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error.serverMessage ?? error.message}
        </p>
      )}
    </div>
  );
}

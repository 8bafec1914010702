import { useState, type FormEvent } from 'react';
import { AdminGrantCredits, AdminGrantPlan } from '../../../../core/api/admin-billing.endpoints';
import { Button } from '../../../components/ui/button';
import { useAdminMutation } from '../api/data';
import { Choice, Field, intOrUndefined } from '../components/field';

type Plan = 'explorer' | 'pro' | 'team';
type Credit = 'trips' | 'assistantMessages';

/** Grant a paid plan for some days, or extra credits this month (admins only; audited on the server). */
export function UserGrants({ userId }: { userId: string }) {
  const plan = useAdminMutation(AdminGrantPlan, (body: { plan: Plan; days: number }) => ({ params: { userId }, body }));
  const credits = useAdminMutation(AdminGrantCredits, (body: { kind: Credit; amount: number }) => ({ params: { userId }, body }));
  const [planId, setPlanId] = useState<Plan>('pro');
  const [days, setDays] = useState('30');
  const [kind, setKind] = useState<Credit>('trips');
  const [amount, setAmount] = useState('5');
  const [message, setMessage] = useState('');
  const done = {
    onSuccess: (r: { summary: string }) => setMessage(`Granted: ${r.summary}.`),
    onError: (e: Error) => setMessage(e.message),
  };
  const grantPlan = (e: FormEvent) => (e.preventDefault(), plan.mutate({ plan: planId, days: intOrUndefined(days) ?? 0 }, done));
  const grantCredits = (e: FormEvent) => (e.preventDefault(), credits.mutate({ kind, amount: intOrUndefined(amount) ?? 0 }, done));
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <form onSubmit={grantPlan} aria-label="Grant a plan" className="flex flex-wrap items-end gap-2">
        <Choice
          id="grant-plan"
          label="Plan"
          value={planId}
          options={[
            ['explorer', 'Explorer'],
            ['pro', 'Pro'],
            ['team', 'Team'],
          ]}
          onChange={setPlanId}
        />
        <Field id="grant-days" label="Days" type="number" value={days} onChange={setDays} required />
        <Button type="submit" variant="outline">
          Grant plan
        </Button>
      </form>
      <form onSubmit={grantCredits} aria-label="Grant credits" className="flex flex-wrap items-end gap-2">
        <Choice
          id="grant-kind"
          label="Credits"
          value={kind}
          options={[
            ['trips', 'Trip generations'],
            ['assistantMessages', 'Assistant messages'],
          ]}
          onChange={setKind}
        />
        <Field id="grant-amount" label="How many" type="number" value={amount} onChange={setAmount} required />
        <Button type="submit" variant="outline">
          Grant credits
        </Button>
      </form>
      <p role="status" className="text-sm sm:col-span-2">
        {message}
      </p>
    </div>
  );
}

import type { BillingPeriod } from '../../../../core/billing/plans';

const OPTIONS: { value: BillingPeriod; label: string; note?: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly', note: '2 months free' },
];

/** Native radio buttons styled as a segmented control: arrow keys, labels and state come for free. */
export function BillingToggle({ value, onChange }: { value: BillingPeriod; onChange: (value: BillingPeriod) => void }) {
  return (
    <fieldset className="inline-flex flex-col items-center gap-2">
      <legend className="sr-only">Billing period</legend>
      <div className="inline-flex rounded-full border border-border bg-muted p-1">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={
              'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-5 text-sm font-semibold text-foreground ' +
              ('has-checked:bg-background has-checked:shadow-soft has-focus-visible:outline-2 ' +
                'has-focus-visible:outline-offset-2 has-focus-visible:outline-ring')
            }
          >
            <input
              type="radio"
              name="billing-period"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {option.label}
            {option.note && (
              <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-foreground">{option.note}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

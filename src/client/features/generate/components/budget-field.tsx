import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { CURRENCIES } from '../lib/form-values';
import { describedBy, FieldError } from '../../../components/ui/form-field';

interface BudgetFieldProps {
  idPrefix: string;
  amount: string;
  currency: string;
  onChange: (patch: { budgetAmount?: string; currency?: string }) => void;
  errors: { budgetAmount?: string; currency?: string };
}

/** The cap for the whole trip and party, in one currency (sent in minor units, as everywhere). */
export function BudgetField({ idPrefix, amount, currency, onChange, errors }: BudgetFieldProps) {
  const amountId = `${idPrefix}-budget`;
  const currencyId = `${idPrefix}-currency`;
  const hintId = `${idPrefix}-budget-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="grid grid-cols-[1fr_8rem] gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={amountId}>Budget</Label>
          <Input
            id={amountId}
            inputMode="decimal"
            placeholder="No limit"
            value={amount}
            onChange={(e) => onChange({ budgetAmount: e.target.value })}
            aria-invalid={!!errors.budgetAmount}
            aria-describedby={describedBy(errors.budgetAmount && `${amountId}-error`, hintId)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={currencyId}>Currency</Label>
          <Select
            id={currencyId}
            value={currency}
            onChange={(e) => onChange({ currency: e.target.value })}
            aria-invalid={!!errors.currency}
            aria-describedby={errors.currency ? `${currencyId}-error` : undefined}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        For the whole trip and everyone on it: lodging, transport, meals and tickets. Leave it empty for no limit.
      </p>
      <FieldError id={`${amountId}-error`} error={errors.budgetAmount} />
      <FieldError id={`${currencyId}-error`} error={errors.currency} />
    </div>
  );
}

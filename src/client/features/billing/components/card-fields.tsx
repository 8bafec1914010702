import { useState } from 'react';
import { SandboxCardSchema } from '../../../../core/api/billing';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

export type Card = { cardNumber: string; expiry: string; cvc: string; name: string };
const EMPTY: Card = { cardNumber: '', expiry: '', cvc: '', name: '' };
const FIELDS: Array<{ key: keyof Card; label: string; hint?: string; autoComplete: string; inputMode?: 'numeric' }> = [
  { key: 'name', label: 'Name on card', autoComplete: 'cc-name' },
  {
    key: 'cardNumber',
    label: 'Card number',
    hint: 'Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
  },
  { key: 'expiry', label: 'Expiry (MM/YY)', autoComplete: 'cc-exp' },
  { key: 'cvc', label: 'CVC', autoComplete: 'cc-csc', inputMode: 'numeric' },
];

/** A sandbox test card being typed, checked with the same schema the server uses. */
export function useCard() {
  const [card, setCard] = useState<Card>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Card, string>>>({});
  const validate = () => {
    const parsed = SandboxCardSchema.safeParse(card);
    setErrors(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
    return parsed.success;
  };
  return { card, setCard, errors, validate };
}

export function CardFields({ state, idPrefix = 'card' }: { state: ReturnType<typeof useCard>; idPrefix?: string }) {
  const { card, setCard, errors } = state;
  return (
    <>
      {FIELDS.map((f) => (
        <FormField key={f.key} id={`${idPrefix}-${f.key}`} label={f.label} error={errors[f.key]} {...(f.hint ? { hint: f.hint } : {})}>
          {(p) => (
            <Input
              {...p}
              value={card[f.key]}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              onChange={(e) => setCard({ ...card, [f.key]: e.target.value })}
            />
          )}
        </FormField>
      ))}
    </>
  );
}

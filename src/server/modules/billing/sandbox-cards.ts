/**
 * Stripe's test card numbers, with what each does in the built-in sandbox (the same as in Stripe test mode).
 * 4000 0000 0000 0341 pays at checkout and fails every later renewal (to exercise past_due).
 */
export type CardOutcome =
  | { kind: 'succeeds'; brand: string; last4: string; renewals: 'succeed' | 'fail' }
  | { kind: 'requires_action'; brand: string; last4: string }
  | { kind: 'declined'; code: 'card_declined' | 'insufficient_funds' | 'card_not_supported'; message: string };

const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds', brand: 'visa', last4: '4242', renewals: 'succeed' },
  '5555555555554444': { kind: 'succeeds', brand: 'mastercard', last4: '4444', renewals: 'succeed' },
  '4000000000000341': { kind: 'succeeds', brand: 'visa', last4: '0341', renewals: 'fail' },
  '4000002500003155': { kind: 'requires_action', brand: 'visa', last4: '3155' },
  '4000000000000002': {
    kind: 'declined',
    code: 'card_declined',
    message: 'Your card was declined. Nothing was charged; try another card.',
  },
  '4000000000009995': {
    kind: 'declined',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds. Nothing was charged; try another card.',
  },
};

export function cardOutcome(number: string): CardOutcome {
  return (
    TEST_CARDS[number] ?? {
      kind: 'declined',
      code: 'card_not_supported',
      message: 'This is the payment sandbox: no real card is charged. Use a Stripe test card such as 4242 4242 4242 4242.',
    }
  );
}

/** Whether a stored sandbox card pays a renewal (by its last four digits, which is all we keep). */
export function renewalSucceeds(last4: string | null): boolean {
  return last4 !== '0341';
}

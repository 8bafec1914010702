import { Link } from 'react-router';
import type { FaqItem } from '../../components/content/faq-list';
import { paths } from '../../config/paths';

export const PRICING_FAQ: FaqItem[] = [
  {
    question: 'What counts as a trip?',
    answer: (
      <p>
        Each new plan you generate counts as one trip. Editing a trip, re-checking it, sharing it or exporting it does not count
        again. Messages to the AI assistant are counted separately.
      </p>
    ),
  },
  {
    question: 'What happens when I reach my monthly limit?',
    answer: (
      <p>
        Your existing trips stay fully usable: you can open, edit, share and export them. Generating a new trip waits until the
        next month starts or until you move to a larger plan. The API answers with the error code <code>QUOTA_EXCEEDED</code>.
      </p>
    ),
  },
  {
    question: 'Will my card be charged?',
    answer: (
      <>
        <p>
          Not while payments run in sandbox mode. Until the operator of this installation configures Stripe, checkout uses a
          built-in sandbox: no card details are collected, no money moves, and subscriptions are marked as test subscriptions.
        </p>
        <p>Once Stripe is configured, you pay through Stripe Checkout and Wayfarer never sees your card number.</p>
      </>
    ),
  },
  {
    question: 'Do I need my own AI key?',
    answer: (
      <p>
        No. The built-in planner and assistant work without any key. When an AI provider is configured, it reads your requests
        and writes descriptions, but the planning engine still builds the schedule and the checker still verifies it.
      </p>
    ),
  },
  {
    question: 'Can I switch between monthly and yearly billing, or cancel?',
    answer: (
      <p>
        Yes, from the payment center. A switch takes effect at your next renewal, and a cancelled plan stays active until the
        end of the period you paid for.
      </p>
    ),
  },
  {
    question: 'I have a promotional code. Where do I use it?',
    answer: (
      <p>
        On the <Link to={paths.redeemCoupon.getHref()}>Redeem a code</Link> page once you are signed in.
      </p>
    ),
  },
  {
    question: 'We are more than five people. Is there a larger plan?',
    answer: (
      <p>
        Yes. Tell us about your team on the <Link to={paths.enterprise.getHref()}>enterprise page</Link> and we will set up
        limits, sign-in through your own identity provider and invoicing to match.
      </p>
    ),
  },
];

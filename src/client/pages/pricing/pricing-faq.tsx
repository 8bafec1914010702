import { Link } from 'react-router';
import type { FaqItem } from '../../components/content/faq-list';
import { paths } from '../../config/paths';

export const PRICING_FAQ: FaqItem[] = [
  {
    question: 'What counts towards the monthly limits?',
    answer: (
      <p>
        Each new plan you generate counts once, and each message you send to the assistant counts once. Editing, re-planning a day, sharing
        or exporting a trip does not count. The counts start again on the first day of each month (00:00 UTC).
      </p>
    ),
  },
  {
    question: 'What happens when I reach a limit?',
    answer: (
      <p>
        Your existing trips stay fully usable. The API answers with <code>QUOTA_EXCEEDED</code>, the limit and the date it resets; upgrading
        or redeeming a code for extra credits raises it at once. Your usage is in the{' '}
        <Link to={paths.paymentCenter.getHref()}>payment center</Link> and in settings.
      </p>
    ),
  },
  {
    question: 'Can I cancel or change my plan?',
    answer: (
      <p>
        Yes, from the payment center. A cancelled plan stays until the end of the period you paid for and can be resumed until then. A
        change takes effect at once: the unused part of the old plan is credited and the rest of the period on the new plan charged.
      </p>
    ),
  },
  {
    question: 'Do you have plans for larger organisations?',
    answer: (
      <p>
        Tell us what you need on the <Link to={paths.enterprise.getHref()}>enterprise page</Link>.
      </p>
    ),
  },
];

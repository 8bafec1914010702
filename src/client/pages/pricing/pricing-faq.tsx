import { Link } from 'react-router';
import type { FaqItem } from '../../components/content/faq-list';
import { paths } from '../../config/paths';

export const PRICING_FAQ: FaqItem[] = [
  {
    question: 'What counts towards the daily limit?',
    answer: (
      <p>
        Each new plan you generate counts once. Editing a trip, re-checking it, re-planning a day, sharing it or exporting it does not
        count.
      </p>
    ),
  },
  {
    question: 'What happens when I reach it?',
    answer: (
      <p>
        Your existing trips stay fully usable. Generating a new plan waits until midnight UTC; the API answers with the error code{' '}
        <code>QUOTA_EXCEEDED</code> and the time the limit resets.
      </p>
    ),
  },
  {
    question: 'Will there be paid plans?',
    answer: (
      <p>
        Perhaps later. Until they exist this page lists none, and no payment details are ever asked for. For a larger organisation, tell us
        what you need on the <Link to={paths.enterprise.getHref()}>enterprise page</Link>.
      </p>
    ),
  },
];

import { Link } from 'react-router';
import { PolicyPage, type PolicySection } from '../components/content/policy-page';
import { paths } from '../config/paths';

const SECTIONS: PolicySection[] = [
  {
    id: 'the-service',
    title: 'The service',
    body: (
      <p>
        Wayfarer plans trips. It builds itineraries, checks them for feasibility, lets you edit, share and export them, and offers an
        assistant that proposes changes. It does not book or sell travel, accommodation or tickets.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          You sign in through an identity provider such as Google. Keep that account secure: whoever controls it controls your Wayfarer
          account.
        </li>
        <li>Personal access tokens for the API act as you. Keep them secret and revoke any you no longer use in Settings.</li>
        <li>You must be at least 16 years old, or have a parent&apos;s permission where the law allows it.</li>
      </ul>
    ),
  },
  {
    id: 'plans-and-payment',
    title: 'Plans and payment',
    body: (
      <>
        <p>
          The <Link to={paths.pricing.getHref()}>pricing page</Link> lists what each plan includes. Paid plans renew monthly or yearly until
          you cancel; a cancelled plan stays active until the end of the period you paid for.
        </p>
        <p>
          Until the operator of this installation configures Stripe, payments run in sandbox mode: nothing is charged and subscriptions are
          test subscriptions. Refunds follow the law of your country and are handled through the payment center or by{' '}
          <Link to={paths.support.getHref()}>contacting support</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <p>
        Your trips, requests and messages remain yours. You allow us to store and process them only to provide the service to you, including
        sending them to the services described in the <Link to={paths.privacy.getHref()}>privacy policy</Link>. When you share a trip by
        link, anyone with the link can read it until you turn sharing off.
      </p>
    ),
  },
  {
    id: 'plan-accuracy',
    title: 'How far to rely on a plan',
    body: (
      <>
        <p>
          Every plan is checked against our data on opening hours, travel times and prices, and the feasibility report shows what was
          assumed. That data can be wrong or out of date: places change their hours, close for holidays or raise prices.
        </p>
        <p>Check anything important, such as a booking, a last train or an entry requirement, with the provider before you rely on it.</p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <ul>
        <li>Do not try to break, overload or get around the limits and security of the service.</li>
        <li>Use the API within its rate limits and your plan&apos;s quotas; do not scrape the site instead.</li>
        <li>Do not use Wayfarer to harass anyone or to store unlawful content.</li>
      </ul>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and changes',
    body: (
      <p>
        We work to keep Wayfarer available, and the <Link to={paths.status.getHref()}>status page</Link> shows its current state, but we
        cannot promise it will never be interrupted. We may change features; if a change removes something you pay for, we tell you in
        advance and you may cancel.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    body: (
      <p>
        You can stop using Wayfarer and delete your account in Settings at any time. We may suspend an account that breaks these terms, and
        we will tell you why unless the law prevents it.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        We are responsible for providing the service with reasonable care. We are not responsible for the decisions of the places, carriers
        and hosts you visit, or for losses caused by relying on a plan without checking it as described above, except where the law does not
        allow such a limit.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Questions about these terms are welcome through the <Link to={paths.contact.getHref()}>contact form</Link>.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of service"
      documentTitle="Terms"
      updated="2026-11-22"
      intro={
        'The agreement between you and Wayfarer, in plain language: what the ' +
        'service does, what you can expect from us, and what we expect from you.'
      }
      sections={SECTIONS}
    />
  );
}

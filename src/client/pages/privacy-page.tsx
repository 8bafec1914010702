import { Link } from 'react-router';
import { PolicyPage, type PolicySection } from '../components/content/policy-page';
import { paths } from '../config/paths';

const SECTIONS: PolicySection[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <p>We keep only what the product needs to work:</p>
        <ul>
          <li>
            <strong>Your account:</strong> the name, e-mail address and profile picture your sign-in provider shares with us, and the
            provider&apos;s identifier for you. We never see or store your password.
          </li>
          <li>
            <strong>Your trips:</strong> the requests you make, the plans and feasibility reports, your edits, share links you create and
            your conversations with the travel assistant about a trip.
          </li>
          <li>
            <strong>Billing:</strong> your plan, its status and, when Stripe is used, the Stripe customer reference. Card details go to
            Stripe and never reach our servers.
          </li>
          <li>
            <strong>Messages you send us:</strong> what you write in the contact, support or enterprise forms, with the name, e-mail address
            and company you give.
          </li>
          <li>
            <strong>Client error reports:</strong> when a page fails in your browser, it sends us the error message, the stack trace, the
            page address, the browser&apos;s user agent and your user id if you are signed in, so we can fix it.
          </li>
          <li>
            <strong>Server logs:</strong> each request&apos;s time, path, status and a request id, used for operating and securing the
            service. Cookies and authorisation headers are removed from logs.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and storage in your browser',
    body: (
      <p>
        We use cookies only to sign you in: the session cookie that keeps you signed in, and a short-lived cookie while a sign-in is in
        progress. Both are <code>httpOnly</code>, so scripts cannot read them. We use no advertising, analytics or tracking cookies. Your
        theme and accessibility preferences are kept in your browser&apos;s local storage. Details are on the{' '}
        <Link to={paths.cookies.getHref()}>cookie page</Link>.
      </p>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your data',
    body: (
      <ul>
        <li>To sign you in, plan and store your trips, and show them back to you.</li>
        <li>To enforce the limits of your plan and, on paid plans, to bill you.</li>
        <li>To answer your messages.</li>
        <li>To find and fix errors, and to protect the service from abuse, for example with rate limits.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else sees it',
    body: (
      <>
        <p>
          We do not sell your data and we do not show ads. Data leaves Wayfarer only to services that the operator of this installation has
          switched on, and only what each needs:
        </p>
        <ul>
          <li>
            <strong>Sign-in provider</strong> (for example Google): it tells us who you are when you sign in.
          </li>
          <li>
            <strong>AI provider</strong>, if configured: the text of your trip requests and assistant messages, with the trip details needed
            to answer. Without one, everything is processed by Wayfarer itself.
          </li>
          <li>
            <strong>Stripe</strong>, if configured: what it needs to take a payment.
          </li>
          <li>
            <strong>Map tile provider</strong>, if configured: your browser requests map images from it, which reveals the map area and your
            IP address to that provider.
          </li>
        </ul>
        <p>A trip you share by link can be read by anyone who has the link, until you turn sharing off.</p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Export and deletion',
    body: (
      <p>
        In <Link to={paths.settings.getHref()}>Settings</Link> you can download everything we hold about you as a file, and delete your
        account. Deleting your account removes your profile, trips, share links, assistant conversations and access tokens. If you want a
        correction or have any question about your data, <Link to={paths.contact.getHref()}>contact us</Link>.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        Account and trip data are kept while your account exists. Error reports and server logs are kept only as long as needed to operate
        and secure the service. Messages you send us are kept while we handle them; ask us and we will delete them. Billing records are kept
        as long as the law requires.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Sessions use secure cookies, session ids and tokens are stored only as hashes, and writes are checked to come from Wayfarer itself.
        The <Link to={paths.security.getHref()}>security page</Link> explains the measures in detail.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When this policy changes, we update the date at the top of the page. If a change affects how we use data you already gave us, we
        tell you before it applies.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy policy"
      documentTitle="Privacy"
      updated="2026-11-22"
      intro={
        'This is what Wayfarer stores about you, why, who else sees it, and how to take ' +
        'it with you or delete it. It is written to be read, not to be skimmed past.'
      }
      sections={SECTIONS}
    />
  );
}

import { Link } from 'react-router';
import { ContentPage, Section } from '../components/content/content-page';
import { Prose } from '../components/content/prose';
import { paths } from '../config/paths';
import { ContactForm } from '../features/contact/components/contact-form';

const TOPICS = [
  'Signing in',
  'Planning a trip',
  'The travel assistant',
  'Sharing or exports',
  'Billing and plans',
  'Accessibility',
  'The API',
  'Something else',
];

export function SupportPage() {
  return (
    <ContentPage
      eyebrow="Support"
      title="Get support"
      documentTitle="Support"
      lead="Tell us what went wrong and we will help you fix it. Most questions are already answered in the help centre."
    >
      <Section title="Before you write">
        <Prose>
          <ul>
            <li>
              Check the <Link to={paths.help.getHref()}>help centre</Link> and the <Link to={paths.docs.getHref()}>documentation</Link>.
            </li>
            <li>
              Look at the <Link to={paths.status.getHref()}>status page</Link>: if something is down, it shows there first.
            </li>
            <li>
              If you saw an error message, include it. Errors from Wayfarer carry a reference (a request id); it lets us find exactly what
              happened.
            </li>
          </ul>
        </Prose>
      </Section>
      <Section title="Ask for help" description="Paid plans get priority replies; everyone gets an answer.">
        <div className="max-w-3xl">
          <ContactForm
            kind="support"
            topics={TOPICS}
            submitLabel="Send to support"
            messageLabel="What happened?"
            messageHint="What you did, what you expected and what happened instead. At least 10 characters."
          />
        </div>
      </Section>
    </ContentPage>
  );
}

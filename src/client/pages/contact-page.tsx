import { Activity, Building2, LifeBuoy, ShieldCheck } from 'lucide-react';
import { ContentPage, Section } from '../components/content/content-page';
import { LinkCards } from '../components/content/link-cards';
import { paths } from '../config/paths';
import { ContactForm } from '../features/contact/components/contact-form';

const TOPICS = [
  'General question',
  'Feedback or an idea',
  'Wrong place data',
  'Press',
  'Partnerships',
  'Careers',
  'Security',
  'Something else',
];

export function ContactPage() {
  return (
    <ContentPage
      eyebrow="Contact"
      title="Contact the Wayfarer team"
      documentTitle="Contact"
      lead="Questions, feedback, a place whose opening hours we got wrong: write to us and a person on the team will read it."
    >
      <div className="grid gap-10 lg:grid-cols-5">
        <Section title="Send us a message" className="lg:col-span-3">
          <ContactForm kind="contact" topics={TOPICS} withCompany />
        </Section>
        <Section title="Other ways to get help" className="lg:col-span-2">
          <LinkCards
            columns={1}
            cards={[
              {
                to: paths.support.getHref(),
                title: 'Support',
                description: 'A problem with your account, a trip or billing.',
                icon: LifeBuoy,
              },
              {
                to: paths.enterprise.getHref(),
                title: 'Enterprise',
                description: 'Wayfarer for a company or a larger team.',
                icon: Building2,
              },
              {
                to: paths.status.getHref(),
                title: 'System status',
                description: 'Check whether something is down right now.',
                icon: Activity,
              },
              {
                to: paths.security.getHref(),
                title: 'Security',
                description: 'How to report a vulnerability responsibly.',
                icon: ShieldCheck,
              },
            ]}
          />
        </Section>
      </div>
    </ContentPage>
  );
}

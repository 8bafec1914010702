import { Activity, BookOpen, LifeBuoy, Mail } from 'lucide-react';
import { ContentPage, Section } from '../components/content/content-page';
import { FaqList } from '../components/content/faq-list';
import { LinkCards } from '../components/content/link-cards';
import { paths } from '../config/paths';
import { HELP_TOPICS } from './help/help-topics';

export function HelpPage() {
  return (
    <ContentPage
      eyebrow="Help centre"
      title="How can we help?"
      documentTitle="Help"
      lead="Answers to the questions people ask most. Select a question to show its answer."
    >
      {HELP_TOPICS.map((topic) => (
        <Section key={topic.title} title={topic.title}>
          <FaqList items={topic.items} />
        </Section>
      ))}
      <Section title="Still need help?">
        <LinkCards
          cards={[
            {
              to: paths.docs.getHref(),
              title: 'Documentation',
              description: 'Step-by-step guides to planning, editing, sharing and the API.',
              icon: BookOpen,
            },
            {
              to: paths.support.getHref(),
              title: 'Support',
              description: 'Report a problem or ask about your account or billing.',
              icon: LifeBuoy,
            },
            {
              to: paths.status.getHref(),
              title: 'System status',
              description: 'Check whether Wayfarer and its integrations are working.',
              icon: Activity,
            },
            {
              to: paths.contact.getHref(),
              title: 'Contact',
              description: 'Anything else: feedback, ideas, press or partnerships.',
              icon: Mail,
            },
          ]}
        />
      </Section>
    </ContentPage>
  );
}

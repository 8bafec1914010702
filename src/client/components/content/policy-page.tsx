import type { ReactNode } from 'react';
import { ContentPage } from './content-page';
import { Prose } from './prose';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyPageProps {
  title: string;
  documentTitle: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  updated: string;
  intro: ReactNode;
  sections: PolicySection[];
}

/** Layout for privacy, terms and cookies: a dated intro, a table of contents, then numbered sections. */
export function PolicyPage({ title, documentTitle, updated, intro, sections }: PolicyPageProps) {
  const updatedLabel = new Date(`${updated}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <ContentPage
      title={title}
      documentTitle={documentTitle}
      width="prose"
      lead={
        <>
          <p>{intro}</p>
          <p className="mt-3 text-sm">
            Last updated <time dateTime={updated}>{updatedLabel}</time>
          </p>
        </>
      }
    >
      <nav aria-labelledby="policy-contents" className="rounded-xl border border-border bg-surface p-6">
        <h2 id="policy-contents" className="text-lg font-semibold">
          On this page
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, index) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-24">
          <h2 id={`${s.id}-title`} className="text-xl font-semibold tracking-tight">
            {index + 1}. {s.title}
          </h2>
          <Prose className="mt-4">{s.body}</Prose>
        </section>
      ))}
    </ContentPage>
  );
}

import { ContentPage } from '../components/content/content-page';
import { Prose } from '../components/content/prose';
import { ARTICLES } from './blog/articles';

export function BlogPage() {
  return (
    <ContentPage
      eyebrow="Blog"
      title="Notes from the Wayfarer team"
      documentTitle="Blog"
      width="prose"
      lead="Short articles about the ideas behind Wayfarer: feasible plans, opening hours, accessibility and running without keys."
    >
      <nav aria-labelledby="blog-contents" className="rounded-xl border border-border bg-surface p-6">
        <h2 id="blog-contents" className="text-lg font-semibold">
          In this blog
        </h2>
        <ul className="mt-3 space-y-3">
          {ARTICLES.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                {article.title}
              </a>
              <p className="text-sm text-muted-foreground">{article.summary}</p>
            </li>
          ))}
        </ul>
      </nav>
      {ARTICLES.map((article) => (
        <article
          key={article.slug}
          id={article.slug}
          aria-labelledby={`${article.slug}-title`}
          className="scroll-mt-24 border-t border-border pt-10"
        >
          <h2 id={`${article.slug}-title`} className="text-2xl font-bold tracking-tight">
            {article.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">By the Wayfarer team</p>
          <Prose
            className={
              'mt-6 [&_kbd]:rounded [&_kbd]:border [&_kbd]:border-border ' +
              '[&_kbd]:bg-muted [&_kbd]:px-1.5 [&_kbd]:font-mono [&_kbd]:text-sm'
            }
          >
            {article.body}
          </Prose>
        </article>
      ))}
    </ContentPage>
  );
}

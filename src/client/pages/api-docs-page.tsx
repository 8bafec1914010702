import { Link } from 'react-router';
import { ContentPage } from '../components/content/content-page';
import { paths } from '../config/paths';
import { ApiDocsView } from '../features/api-docs/components/api-docs-view';

export function ApiDocsPage() {
  return (
    <ContentPage
      eyebrow="Developers"
      title="Wayfarer API reference"
      documentTitle="API documentation"
      lead={
        <p>
          Everything the app does is available over JSON. This reference is built from the live{' '}
          <a href="/api/openapi.json" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            OpenAPI document
          </a>
          ; for a walkthrough, see{' '}
          <Link to={`${paths.docs.getHref()}#api`} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            Using the API
          </Link>
          .
        </p>
      }
    >
      <ApiDocsView />
    </ContentPage>
  );
}

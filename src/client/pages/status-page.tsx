import { Link } from 'react-router';
import { ContentPage } from '../components/content/content-page';
import { paths } from '../config/paths';
import { StatusView } from '../features/status/components/status-view';

export function StatusPage() {
  return (
    <ContentPage
      eyebrow="System status"
      title="Wayfarer status"
      documentTitle="Status"
      lead={
        <p>
          Live health of this installation, read from{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-base">/api/health</code>. Machines can poll the same endpoints; see
          the{' '}
          <Link to={paths.apiDocs.getHref()} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
            API reference
          </Link>
          .
        </p>
      }
    >
      <StatusView />
    </ContentPage>
  );
}

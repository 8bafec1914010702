import { ContentPage } from '../components/content/content-page';
import { AdminShell } from '../features/admin/components/admin-shell';

/** /admin/dashboard: the operators' overview, users, trips, errors, messages, audit log and system status. */
export function AdminDashboardPage() {
  return (
    <ContentPage title="Admin dashboard" width="wide">
      <AdminShell />
    </ContentPage>
  );
}

import { ComingSoon } from '../components/content/coming-soon';

export function AdminDashboardPage() {
  return (
    <ComingSoon
      title="Admin dashboard"
      description="An overview for operators: users, trips, contact messages, client error reports and integration settings."
    />
  );
}

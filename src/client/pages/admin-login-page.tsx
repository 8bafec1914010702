import { ContentPage } from '../components/content/content-page';
import { LoginFlow } from '../features/admin/components/login-flow';

/** /admin/login: operators only; traveller accounts do not work here. */
export function AdminLoginPage() {
  return (
    <ContentPage title="Admin sign-in" lead="For the people who operate this Wayfarer installation." width="prose">
      <LoginFlow />
    </ContentPage>
  );
}

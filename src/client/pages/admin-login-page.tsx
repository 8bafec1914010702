import { ComingSoon } from '../components/content/coming-soon';

export function AdminLoginPage() {
  return (
    <ComingSoon
      title="Admin sign-in"
      description="Sign-in for the people who operate this Wayfarer installation, separate from traveller accounts."
    />
  );
}

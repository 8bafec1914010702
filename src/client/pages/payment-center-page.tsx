import { ComingSoon } from '../components/content/coming-soon';

export function PaymentCenterPage() {
  return (
    <ComingSoon
      title="Payment center"
      description="Your plan, invoices and payment method in one place, with cancellation and plan changes."
    />
  );
}

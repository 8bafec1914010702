import { ComingSoon } from '../components/content/coming-soon';

export function RedeemCouponPage() {
  return (
    <ComingSoon
      title="Redeem a code"
      description="Enter a promotional or gift code to unlock a plan or extra trips, with a clear message if the code cannot be used."
    />
  );
}

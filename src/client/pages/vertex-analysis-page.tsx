import { usePageTitle } from '../lib/use-page-title';
import { useUser } from '../features/auth/api/get-user';
import { AnalysisScreen } from '../features/analysis/components/analysis-screen';
import { TripAnalysis } from '../features/analysis/components/trip-analysis';

/** /vertex-analysis (public): destination comparison from the curated data; signed in, one of your trips analysed. */
export function VertexAnalysisPage() {
  usePageTitle('Destination analysis');
  const { isAuthenticated } = useUser();
  return (
    <AnalysisScreen>
      <TripAnalysis signedIn={isAuthenticated} />
    </AnalysisScreen>
  );
}

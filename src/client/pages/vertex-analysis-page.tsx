import { usePageTitle } from '../lib/use-page-title';
import { AnalysisScreen } from '../features/analysis/components/analysis-screen';

/** /vertex-analysis (public): destination comparison from the curated data. */
export function VertexAnalysisPage() {
  usePageTitle('Destination analysis');
  return <AnalysisScreen />;
}

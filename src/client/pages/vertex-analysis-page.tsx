import { ComingSoon } from '../components/content/coming-soon';

export function VertexAnalysisPage() {
  return (
    <ComingSoon
      title="AI trip analysis"
      description={
        'A reading of your trip by the AI: pace, budget balance, weather and crowd ' +
        'risks, each backed by the feasibility checker rather than guesswork.'
      }
    />
  );
}

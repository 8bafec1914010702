import { usePageTitle } from '../lib/use-page-title';
import { ExplorerScreen } from '../features/map-explorer/components/explorer-screen';

/** /map-explorer (public): places on a map, filtered by what is open when, with details and "add to trip". */
export function MapExplorerPage() {
  usePageTitle('Map explorer');
  return <ExplorerScreen />;
}

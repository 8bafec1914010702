import { ComingSoon } from '../components/content/coming-soon';

export function MapExplorerPage() {
  return (
    <ComingSoon
      title="Explore the map"
      description={
        'An interactive map of destinations and places, with opening hours ' +
        'and typical visit lengths, that you can add straight into a trip.'
      }
    />
  );
}

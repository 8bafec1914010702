import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

// The skeleton has a module of its own: the auth guard (router.tsx) shows it without this file's buttons.
export { ItinerarySkeleton } from './itinerary-skeleton';

export function ItineraryMissing({ title, message, retry }: { title: string; message: string; retry?: () => void }) {
  return (
    <div className="mx-auto grid w-full max-w-2xl justify-items-start gap-4 px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
      <div className="flex flex-wrap gap-2">
        {retry && <Button onClick={retry}>Try again</Button>}
        <Button variant="outline" asChild>
          <Link to={paths.dashboard.getHref()}>My trips</Link>
        </Button>
        <Button variant="ghost" asChild>
          <Link to={paths.generate.getHref()}>Plan a trip</Link>
        </Button>
      </div>
    </div>
  );
}

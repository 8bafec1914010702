import { useSearchParams } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { useUser } from '../features/auth/api/get-user';
import { GenerateView } from '../features/generate/components/generate-view';
import { QuotaNote } from '../features/trips/components/quota-note';

/** /generate (behind the guard): the trip generator. `?mode=text` opens on the free-text box. */
export function GeneratePage() {
  usePageTitle('Plan a trip');
  const { user } = useUser();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plan a trip</h1>
        <p className="mt-3 text-lg text-pretty text-muted-foreground">
          Fill in the form or describe the trip in a sentence. The planning engine builds a day-by-day itinerary where every stop is open
          when you arrive, every transfer has time, and the total stays inside your budget.
        </p>
        <QuotaNote className="mt-4" />
      </header>
      <GenerateView
        key={user?.id ?? 'anonymous'}
        defaultCurrency={user?.preferences?.currency ?? 'EUR'}
        initialMode={params.get('mode') === 'text' ? 'text' : 'form'}
      />
    </div>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { useUrlParams } from '../../../lib/use-url-params';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import { errorMessageForUser } from '../../../lib/api-error';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTripAnalysis, useTripChoices, useTripSummary } from '../api/trip-analysis';
import { TripAnalysisSections } from './trip-analysis-sections';

/** "Your trip": one of the signed-in person's trips analysed (?trip=id); signed out, an invitation to sign in. */
export function TripAnalysis({ signedIn }: { signedIn: boolean }) {
  const id = useId();
  const [params, setParams] = useUrlParams();
  const hydrated = useHydrated();
  const tripId = params.get('trip');
  const trips = useTripChoices(signedIn);
  const analysis = useTripAnalysis(signedIn ? tripId : null);
  const summary = useTripSummary(signedIn ? tripId : null, analysis.data?.version);
  const choose = (value: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (value) p.set('trip', value);
      else p.delete('trip');
      return p;
    });

  return (
    <section aria-labelledby="trip-analysis-title" className="mt-10">
      <h2 id="trip-analysis-title" className="text-2xl font-bold tracking-tight">
        Trip analysis
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Where a saved trip’s time and money go, how far you walk, its CO2 by transport mode, its tightest margins and the weather risk for
        outdoor visits, from the itinerary itself.
      </p>
      {!signedIn ? (
        <p className="mt-4">
          <Link
            className="text-primary underline"
            to={paths.signIn.getHref(hydrated ? `${paths.analysis.path}?${params}` : paths.analysis.path)}
            reloadDocument
          >
            Sign in
          </Link>{' '}
          to analyse one of your trips.
        </p>
      ) : (
        <div className="mt-4 max-w-md">
          <label htmlFor={`${id}-trip`} className="text-sm font-medium">
            Your trip
          </label>
          <Select id={`${id}-trip`} value={tripId ?? ''} onChange={(e) => choose(e.target.value)}>
            <option value="">Choose a trip</option>
            {(trips.data?.items ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.title} ({t.startDate})
              </option>
            ))}
          </Select>
          {trips.data && trips.data.items.length === 0 && (
            <p className="mt-2 text-sm">
              No trips yet:{' '}
              <Link className="text-primary underline" to={paths.generate.getHref()}>
                plan one
              </Link>
              .
            </p>
          )}
        </div>
      )}
      <div aria-live="polite">
        {analysis.isError && <p role="alert">{errorMessageForUser(analysis.error)}</p>}
        {summary.data && (
          <section aria-labelledby="trip-summary-title" className="mt-4 rounded-xl bg-muted p-4">
            <h3 id="trip-summary-title" className="font-semibold">
              In short {summary.data.source === 'model' ? '(written by the language model from these figures)' : ''}
            </h3>
            <ul className="mt-1 list-disc pl-5 text-sm">
              {summary.data.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {analysis.data && (
        <>
          <p className="mt-4">
            <Link className="text-primary underline" to={paths.itinerary.getHref(analysis.data.itineraryId)}>
              Open {analysis.data.title}
            </Link>
          </p>
          <TripAnalysisSections a={analysis.data.analysis} />
        </>
      )}
    </section>
  );
}

import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import { errorMessageForUser } from '../../../lib/api-error';
import { useAddToTrip, useMyTrips } from '../api/add-to-trip';
import type { PlaceDetail } from '../api/map-api';

/** "Add to trip": a trip that visits this place's city and one of its days; then the checker's verdict. */
export function AddToTrip({ place }: { place: PlaceDetail }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trips = useMyTrips(open);
  const add = useAddToTrip();
  const [tripId, setTripId] = useState('');
  const [day, setDay] = useState(1);
  const here = (trips.data?.items ?? []).filter((t) => t.cities?.some((c) => c.id === place.destinationId));
  const trip = here.find((t) => t.id === tripId) ?? here[0];

  return (
    <details className="rounded-lg border border-border" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold">Add to trip</summary>
      <div className="space-y-2 px-3 pb-3">
        {trips.isPending && <p>Loading your trips…</p>}
        {trips.isError && <p role="alert">{errorMessageForUser(trips.error)}</p>}
        {trips.data === null && (
          <p>
            <a className="text-primary underline" href={paths.signIn.getHref(window.location.pathname + window.location.search)}>
              Sign in
            </a>{' '}
            to add places to your trips.
          </p>
        )}
        {trips.data && !here.length && (
          <p>
            None of your trips visits {place.destinationName}.{' '}
            <Link
              className="text-primary underline"
              to={`${paths.generate.getHref()}?destination=${encodeURIComponent(place.destinationId)}`}
            >
              Plan one
            </Link>
            .
          </p>
        )}
        {trip && (
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate({ tripId: trip.id!, day, placeId: place.id });
            }}
          >
            <label htmlFor={`${id}-trip`} className="font-medium">
              Trip
            </label>
            <Select
              id={`${id}-trip`}
              value={trip.id}
              onChange={(e) => {
                setTripId(e.target.value);
                setDay(1);
                add.reset();
              }}
            >
              {here.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.title} ({t.startDate})
                </option>
              ))}
            </Select>
            <label htmlFor={`${id}-day`} className="font-medium">
              Day
            </label>
            <Select
              id={`${id}-day`}
              value={day}
              onChange={(e) => {
                setDay(Number(e.target.value));
                add.reset();
              }}
            >
              {Array.from({ length: trip.days ?? 1 }, (_, i) => (
                <option key={i} value={i + 1}>
                  Day {i + 1}
                </option>
              ))}
            </Select>
            <Button type="submit" size="sm" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : `Add to day ${day}`}
            </Button>
          </form>
        )}
        <div aria-live="polite">
          {add.isError && <p role="alert">{errorMessageForUser(add.error)}</p>}
          {add.data && (
            <div className="space-y-1">
              <p>
                Added to day {day} of{' '}
                <Link className="text-primary underline" to={paths.itinerary.getHref(add.data.id)}>
                  {add.data.title}
                </Link>
                . {add.data.plan.report.feasible ? 'The checker finds the trip still feasible.' : 'The checker finds problems:'}
              </p>
              <ul className="list-disc pl-5">
                {add.data.plan.report.checks
                  .filter((c) => c.status === 'fail')
                  .map((c) => (
                    <li key={c.id}>
                      {c.label}: {c.violations[0]?.message ?? c.reason}
                    </li>
                  ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </details>
  );
}

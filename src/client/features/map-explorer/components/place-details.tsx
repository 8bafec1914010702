import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, ExternalLink, Globe, X } from 'lucide-react';
import { formatMoney } from '../../../../core/money/currencies';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessageForUser } from '../../../lib/api-error';
import { useClimate, usePlaceNow, type PlaceDetail } from '../api/map-api';
import { AddToTrip } from './add-to-trip';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const time = (local: string) => local.slice(11, 16);

function OpenNow({ state }: { state: NonNullable<PlaceDetail['openAt']> }) {
  if (state.unknown) return <p>Opening hours are uncertain right now{state.comment ? ` (${state.comment})` : ''}.</p>;
  const change = state.nextChange;
  const when =
    change && (change.slice(0, 10) === state.at.slice(0, 10) ? `at ${time(change)}` : `on ${change.slice(0, 10)} at ${time(change)}`);
  const next = change ? `${state.open ? 'closes' : 'opens'} ${when}` : '';
  return (
    <p>
      <strong className={state.open ? 'text-success' : 'text-destructive'}>{state.open ? 'Open now' : 'Closed now'}</strong>{' '}
      {`(local time ${time(state.at)})${next ? `; ${next}` : ''}.`}
    </p>
  );
}

function Climate({ destinationId, month }: { destinationId: string; month: number }) {
  const climate = useClimate(destinationId, month);
  if (!climate.data) return null;
  const c = climate.data;
  return (
    <div>
      <dt className="font-medium">{MONTHS[month - 1]} climate</dt>
      <dd>
        {Math.round(c.lowC)}–{Math.round(c.highC)} °C, {c.rainyDays} rainy days, {c.precipMm} mm
        {c.bestMonth ? ' · a best month to visit' : ''}
      </dd>
    </div>
  );
}

/** The selected place: facts, open now in its own time zone, the month's climate and what to do next. */
export function PlaceDetails({ id, onClose, focusOnLoad }: { id: string; onClose(): void; focusOnLoad: boolean }) {
  const query = usePlaceNow(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(query.data);
  // Chosen from the list or the map: move focus to the details once they are there (not on a reopened link).
  useEffect(() => {
    if (loaded && focusOnLoad) heading.current?.focus();
  }, [loaded, focusOnLoad]);
  if (query.isError)
    return (
      <p role="alert" className="p-3 text-sm">
        {errorMessageForUser(query.error)}
      </p>
    );
  const p = query.data;
  if (!p)
    return (
      <p className="p-3 text-sm text-muted-foreground" aria-live="polite">
        Loading the place…
      </p>
    );
  const month = Number((p.openAt?.at ?? '2000-01').slice(5, 7));
  const { lat, lon } = p.coordinates;
  const planHref =
    `${paths.generate.getHref()}?` +
    `${new URLSearchParams({ destination: p.destinationId, destinationName: p.destinationName, mustSee: p.id, mustSeeName: p.name })}`;
  return (
    <article aria-labelledby="place-details-title" className="space-y-3 p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 ref={heading} id="place-details-title" tabIndex={-1} className="text-lg font-bold">
            {p.name}
          </h2>
          <p className="text-muted-foreground">
            {p.category.replace('-', ' ')} in {p.destinationName}
          </p>
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="Close the details" onClick={onClose}>
          <X />
        </Button>
      </div>
      {p.openAt && <OpenNow state={p.openAt} />}
      <dl className="grid gap-2">
        <div>
          <dt className="font-medium">Opening hours</dt>
          <dd>
            <code className="text-xs">{p.openingHours}</code> (local time, {p.timeZone})
          </dd>
        </div>
        <div>
          <dt className="font-medium">Typical visit</dt>
          <dd>{p.visitMinutes} minutes</dd>
        </div>
        <div>
          <dt className="font-medium">Price</dt>
          <dd>{p.price === 0 ? 'Free' : `${formatMoney(p.price, p.currency)} (indicative)`}</dd>
        </div>
        <Climate destinationId={p.destinationId} month={month} />
      </dl>
      <p>{p.description}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={planHref}>
            <CalendarPlus /> Plan a trip here
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`} target="_blank" rel="noreferrer">
            <ExternalLink /> Open in OpenStreetMap
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={`https://www.google.com/maps/search/?api=1&query=${lat},${lon}`} target="_blank" rel="noreferrer">
            <ExternalLink /> Google Maps
          </a>
        </Button>
        {p.website && (
          <Button asChild size="sm" variant="ghost">
            <a href={p.website} target="_blank" rel="noreferrer">
              <Globe /> Website
            </a>
          </Button>
        )}
      </div>
      <AddToTrip place={p} />
    </article>
  );
}

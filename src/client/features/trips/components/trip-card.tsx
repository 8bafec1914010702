import { useId, type ReactElement } from 'react';
import { Link } from 'react-router';
import { Archive, CalendarDays, MapPin, Share2, TriangleAlert, Users, Wallet } from 'lucide-react';
import type { ItinerarySummary } from '../../../../core/api/trips';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatCities, formatCost, formatDateRange, pluralize, STATUS_LABEL } from '../../../../core/my-trips/format';
import { TripActionsMenu, type TripActionsMenuProps } from './trip-actions-menu';
import { TripCover } from './trip-cover';

const STATUS_VARIANT: Record<ItinerarySummary['status'], BadgeVariant> = { upcoming: 'soft', ongoing: 'accent', past: 'secondary' };

type Actions = Omit<TripActionsMenuProps, 'title' | 'archived' | 'onOpen'> & { onOpen: () => void };

/** One trip on My Trips: the whole card opens the itinerary (a stretched link); the menu holds the other actions. */
export function TripCard({ trip, actions }: { trip: ItinerarySummary; actions: Actions }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card ' +
        'text-card-foreground shadow-soft transition-shadow focus-within:shadow-lift hover:shadow-lift'
      }
    >
      <TripCover cover={trip.cover} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg leading-snug font-semibold tracking-tight">
            <Link
              to={paths.itinerary.getHref(trip.id)}
              data-trip-link=""
              className={cn(
                "rounded-sm outline-none after:absolute after:inset-0 after:content-[''] hover:underline",
                'focus-visible:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              {trip.title}
            </Link>
          </h2>
          <TripActionsMenu title={trip.title} archived={trip.archived} {...actions} />
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={STATUS_VARIANT[trip.status]}>{STATUS_LABEL[trip.status]}</Badge>
          {trip.archived && (
            <Badge variant="outline">
              <Archive aria-hidden="true" /> Archived
            </Badge>
          )}
          {trip.shared && (
            <Badge variant="outline">
              <Share2 aria-hidden="true" /> Shared
            </Badge>
          )}
          {!trip.feasible && (
            <Badge variant="destructive">
              <TriangleAlert aria-hidden="true" /> Needs attention
            </Badge>
          )}
        </div>
        <dl className="grid gap-1.5 text-sm text-muted-foreground">
          <Detail
            icon={<CalendarDays />}
            label="Dates"
            value={`${formatDateRange(trip.startDate, trip.endDate)} · ${pluralize(trip.days, 'day')}`}
          />
          <Detail icon={<MapPin />} label="Cities" value={formatCities(trip.cities)} />
          <Detail icon={<Users />} label="Travellers" value={pluralize(trip.travellers, 'traveller')} />
          <Detail icon={<Wallet />} label="Cost" value={formatCost(trip)} />
        </dl>
      </div>
    </article>
  );
}

function Detail({ icon, label, value }: { icon: ReactElement; label: string; value: string }) {
  return (
    <div className="flex items-start gap-2 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
      <span aria-hidden="true">{icon}</span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0">{value}</dd>
    </div>
  );
}

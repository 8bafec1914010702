import { CalendarRange } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { addDays } from '../../../../core/time/dates';
import { tripDays } from '../lib/form-values';
import { FormField } from '../../../components/ui/form-field';

interface DatesFieldProps {
  idPrefix: string;
  startDate: string;
  endDate: string;
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
  errors: { startDate?: string; endDate?: string };
  /** A length understood without dates ("Paris and Rome in 4 days"): the first day chosen sets the last. */
  wantedDays?: number | undefined;
}

const weekdayDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

export function tripLengthSummary(startDate: string, endDate: string): string | null {
  const days = tripDays(startDate, endDate);
  if (days === null || days < 1) return null;
  const nights = days - 1;
  return (
    `${days} ${days === 1 ? 'day' : 'days'}, ${nights} ${nights === 1 ? 'night' : 'nights'} · ` +
    `${weekdayDate(startDate)} to ${weekdayDate(endDate)}`
  );
}

/**
 * Moving the start past the end keeps the trip's length instead of leaving an impossible range; a first day chosen
 * with no last day yet takes the length the traveller asked for, when one was understood.
 */
export function moveStart(startDate: string, endDate: string, next: string, wanted?: number): { startDate: string; endDate?: string } {
  if (!endDate && next && wanted && wanted > 0) return { startDate: next, endDate: addDays(next, wanted - 1) };
  const length = tripDays(startDate, endDate);
  const after = tripDays(next, endDate);
  if (length && length > 0 && after !== null && after < 1) return { startDate: next, endDate: addDays(next, length - 1) };
  return { startDate: next };
}

/** Native date inputs (the platform's accessible calendar) and a trip-length summary. */
export function DatesField({ idPrefix, startDate, endDate, onChange, errors, wantedDays }: DatesFieldProps) {
  const summary = tripLengthSummary(startDate, endDate);
  const summaryId = `${idPrefix}-length`;
  return (
    <div className="space-y-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-start`} label="First day" error={errors.startDate}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={startDate}
              onChange={(e) => onChange(moveStart(startDate, endDate, e.target.value, wantedDays))}
            />
          )}
        </FormField>
        <FormField id={`${idPrefix}-end`} label="Last day" error={errors.endDate}>
          {(control) => (
            <Input
              {...control}
              aria-describedby={[control['aria-describedby'], summary ? summaryId : undefined].filter(Boolean).join(' ') || undefined}
              type="date"
              min={startDate || undefined}
              value={endDate}
              onChange={(e) => onChange({ endDate: e.target.value })}
            />
          )}
        </FormField>
      </div>
      {!summary && !endDate && wantedDays ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarRange aria-hidden="true" className="size-4 text-primary" /> You asked for {wantedDays}{' '}
          {wantedDays === 1 ? 'day' : 'days'}: choose the first day and the last follows.
        </p>
      ) : null}
      {summary && (
        <p id={summaryId} className="flex items-center gap-2 text-sm font-medium text-foreground">
          <CalendarRange aria-hidden="true" className="size-4 text-primary" /> {summary}
        </p>
      )}
    </div>
  );
}

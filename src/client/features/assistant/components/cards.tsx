import type { Card } from '../../../../core/assistant/schema';
import { Button } from '../../../components/ui/button';

/** Place and trip cards in an answer. "Add to trip" asks the assistant, so the addition is a proposal like any edit. */
export function AnswerCards({ cards, onAsk, canAdd }: { cards: Card[]; onAsk: (text: string) => void; canAdd: boolean }) {
  if (!cards.length) return null;
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Places and trips">
      {cards.map((c) => (
        <li key={c.type === 'place' ? c.placeId : c.id} className="rounded-xl border border-border bg-card p-3 text-sm">
          {c.type === 'place' ? (
            <>
              <p className="font-semibold">{c.name}</p>
              <p className="text-muted-foreground capitalize">
                {c.category}
                {c.distanceKm !== null ? ` · ${c.distanceKm} km` : ''}
              </p>
              <p>
                Hours: {c.hoursToday ?? 'unknown'}
                {c.openNow === null ? '' : c.openNow ? ' · Open now' : ' · Closed now'}
              </p>
              {canAdd && c.addable && (
                <Button size="sm" variant="outline" className="mt-2" onClick={() => onAsk(`Add ${c.name}`)}>
                  Add to trip<span className="sr-only">: {c.name}</span>
                </Button>
              )}
            </>
          ) : (
            <>
              <a className="font-semibold text-primary underline" href={`/itinerary/${encodeURIComponent(c.id)}`}>
                {c.title}
              </a>
              <p className="text-muted-foreground">
                {c.startDate} – {c.endDate} · {c.cities.join(', ')}
              </p>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeleteItinerary, KeepItinerary } from '../../../../core/api/trips.endpoints';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { callApi } from '../../../lib/api-client';
import { route } from '../api/routes';
import { errorMessageForUser } from '../../../lib/api-error';

/**
 * A trip the assistant planned opens as a draft (decision 013): badged, not on My Trips until kept. Keep makes it a
 * normal trip; Discard deletes it for good and returns to the assistant.
 */
export function DraftBanner({ itineraryId }: { itineraryId: string }) {
  const [state, setState] = useState<'draft' | 'kept' | 'busy'>('draft');
  const [error, setError] = useState<string | null>(null);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const run = async (fn: () => Promise<void>) => {
    setState('busy');
    setError(null);
    try {
      await fn();
    } catch (e) {
      setError(errorMessageForUser(e));
      setState('draft');
    }
  };
  const keep = () =>
    run(async () => {
      await callApi<typeof KeepItinerary>(route.keepItinerary, { params: { id: itineraryId } });
      setState('kept');
      void qc.invalidateQueries();
    });
  const discard = () =>
    run(async () => {
      await callApi<typeof DeleteItinerary>(route.deleteItinerary, { params: { id: itineraryId } });
      void qc.invalidateQueries();
      void navigate(paths.assistant.getHref());
    });
  if (state === 'kept')
    return (
      <p role="status" className="mb-4 rounded-lg border border-border bg-card p-3 text-sm">
        Kept: this trip is now on My Trips.
      </p>
    );
  return (
    <section
      aria-label="Draft trip"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed border-primary/50 p-3 text-sm"
    >
      <Badge variant="accent">Draft</Badge>
      <p className="min-w-0 flex-1">The assistant planned this trip. It is not on My Trips until you keep it.</p>
      <Button size="sm" onClick={() => void keep()} disabled={state === 'busy'}>
        Keep trip
      </Button>
      <Button size="sm" variant="outline" onClick={() => void discard()} disabled={state === 'busy'}>
        Discard draft
      </Button>
      {error && (
        <p role="alert" className="w-full text-destructive">
          {error}
        </p>
      )}
    </section>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { GenerateBody, GenerationStage, InfeasibleResult } from '../../../../core/api/trips';
import { paths } from '../../../config/paths';
import { useAccessibility } from '../../../lib/accessibility-provider';
import { ApiError, normalizeApiError } from '../../../lib/api-error';
import { generateTrip } from '../api/generate-trip';

export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'running'; stage: GenerationStage | null; progress: number; message: string; seen: GenerationStage[] }
  | { phase: 'done'; id: string; title: string }
  | { phase: 'infeasible'; result: InfeasibleResult; body: GenerateBody }
  | { phase: 'error'; error: ApiError; body: GenerateBody }
  | { phase: 'cancelled' };

/**
 * Runs one generation at a time over the NDJSON stream: stage events drive the progress bar and a polite
 * announcement each; the last event lands on the itinerary, shows the conflicts, or shows the error.
 * Leaving the page cancels (the server saves nothing for an aborted generation).
 */
export function useGeneration() {
  const [state, setState] = useState<GenerationState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { announce } = useAccessibility();

  useEffect(() => () => controller.current?.abort(), []);

  const refreshLists = useCallback(() => {
    // Literal keys rather than imports: features do not import each other (My Trips owns these queries).
    void client.invalidateQueries({ queryKey: ['/api/itineraries/quota'] });
    void client.invalidateQueries({ queryKey: ['/api/itineraries'] });
  }, [client]);

  const start = useCallback(
    async (body: GenerateBody) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ phase: 'running', stage: null, progress: 0, message: 'Sending your request…', seen: [] });
      announce('Planning your trip. This takes a few seconds.');
      try {
        const final = await generateTrip(body, {
          signal: own.signal,
          onEvent: (event) => {
            if (event.type !== 'stage' || own.signal.aborted) return;
            // Each stage is drawn as it comes, even when several arrive in one network read (a fast plan): batched,
            // the bar would jump from its start straight to the itinerary.
            flushSync(() =>
              setState((s) =>
                s.phase === 'running'
                  ? {
                      phase: 'running',
                      stage: event.stage,
                      progress: event.progress,
                      message: event.message,
                      seen: s.seen.includes(event.stage) ? s.seen : [...s.seen, event.stage],
                    }
                  : s,
              ),
            );
            announce(event.message);
          },
        });
        if (own.signal.aborted) return;
        refreshLists();
        if (final.type === 'done') {
          setState({ phase: 'done', id: final.id, title: final.title });
          announce(`Your trip “${final.title}” is ready.`);
          navigate(paths.itinerary.getHref(final.id));
        } else if (final.type === 'infeasible') {
          setState({ phase: 'infeasible', result: final.result, body });
          announce('No plan fits every constraint. Choose a change to try again.', 'assertive');
        } else {
          const error = new ApiError(final.error.message, {
            code: final.error.code,
            details: final.error.details,
            url: '/api/itineraries/generate',
            method: 'POST',
          });
          setState({ phase: 'error', error, body });
          announce(`The trip could not be generated: ${final.error.message}`, 'assertive');
        }
      } catch (err) {
        if (own.signal.aborted || (err as Error)?.name === 'AbortError') return;
        refreshLists();
        const error = normalizeApiError(err, { url: '/api/itineraries/generate', method: 'POST' });
        setState({ phase: 'error', error, body });
        announce(`The trip could not be generated: ${error.message}`, 'assertive');
      } finally {
        if (controller.current === own) controller.current = null;
      }
    },
    [announce, navigate, refreshLists],
  );

  const cancel = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    refreshLists();
    setState({ phase: 'cancelled' });
    announce('Generation cancelled. Nothing was saved.');
  }, [announce, refreshLists]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, cancel, reset };
}

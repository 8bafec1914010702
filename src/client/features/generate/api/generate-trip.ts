import { GenerationEventSchema, type GenerateBody, type GenerationEvent } from '../../../../core/api/trips';
import { GenerateItinerary } from '../../../../core/api/trips.endpoints';
import { ApiError, normalizeApiError } from '../../../lib/api-error';
import { authHeaders } from '../../../lib/auth-token';
import { readLines } from '../lib/ndjson';

/** The stream shares the endpoint's contract: same path, body and error envelope. */
export const GENERATE_PATH = GenerateItinerary.path;
export type FinalEvent = Exclude<GenerationEvent, { type: 'stage' }>;

/**
 * POST /api/itineraries/generate as a stream (`Accept: application/x-ndjson`). Raw fetch on purpose: the shell's
 * api client reads whole JSON bodies, and progress needs the body line by line. Same conventions otherwise
 * (cookies, bearer token, JSON body, envelope errors). Resolves with the last event (done, infeasible or error);
 * aborting the signal cancels the generation on the server too.
 */
export async function generateTrip(
  body: GenerateBody,
  options: { signal?: AbortSignal; onEvent?: (event: GenerationEvent) => void } = {},
): Promise<FinalEvent> {
  let res: Response;
  try {
    res = await fetch(GENERATE_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/x-ndjson', 'Content-Type': 'application/json', ...authHeaders() },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw normalizeApiError(err, { url: GENERATE_PATH, method: 'POST' });
  }
  // Errors before the stream starts (validation, quota, rate limit) are ordinary envelopes with their status.
  if (!res.ok || !res.body) {
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // plain text
    }
    throw normalizeApiError(json ?? (text || `${res.status} ${res.statusText}`), {
      status: res.status,
      url: GENERATE_PATH,
      method: 'POST',
    });
  }
  for await (const line of readLines(res.body)) {
    let parsed;
    try {
      parsed = GenerationEventSchema.safeParse(JSON.parse(line));
    } catch {
      continue; // a torn or foreign line is skipped; the final event decides the outcome
    }
    if (!parsed.success) continue;
    options.onEvent?.(parsed.data);
    if (parsed.data.type !== 'stage') return parsed.data;
  }
  throw new ApiError('The connection closed before your trip was ready. Please try again.', {
    code: 'STREAM_ENDED',
    url: GENERATE_PATH,
    method: 'POST',
  });
}

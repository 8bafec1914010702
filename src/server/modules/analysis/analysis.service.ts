import type { z } from 'zod';
import { DAILY_COST_RULE, analyseDestination } from '../../../core/analysis/destination';
import type { CompareQuerySchema } from '../../../core/api/analysis';
import { notFound, validationFailed } from '../../lib/app-error';
import type { KnowledgeBase } from '../places/knowledge-base';
import { ratesInto } from '../trips/planning/rates';

const RATES_NOTE = 'Converted with indicative mid-2025 average exchange rates (planning estimates, not quotes).';

/** GET /api/analysis/destinations: each destination analysed from the curated data, costs in one currency. */
export function compareDestinations(kb: KnowledgeBase, q: z.infer<typeof CompareQuerySchema>, todayUtc: string) {
  const rates = ratesInto(q.currency);
  if (!rates) throw validationFailed(`Costs cannot be shown in ${q.currency}`, { field: 'currency' });
  const today = q.today ?? todayUtc;
  const destinations = q.ids.map((id) => {
    const d = kb.destination(id);
    if (!d) throw notFound(`Destination ${id}`);
    const rate = rates[d.currency];
    if (rate === undefined) throw validationFailed(`No exchange rate for ${d.currency}`);
    return analyseDestination(d, { currency: q.currency, rate, today });
  });
  return { currency: q.currency, costRule: DAILY_COST_RULE, ratesNote: RATES_NOTE, destinations };
}

import { z } from 'zod';
import type { TransferItem } from '../planner/types';

/** data/transport/co2-factors.json: emission factors with their source (shown on the page beside the figures). */
export const Co2FactorsSchema = z.object({
  source: z.string(),
  sourceUrl: z.url(),
  edition: z.string().regex(/^\d{4}$/),
  note: z.string(),
  shortHaulMaxKm: z.number().positive(),
  factors: z.array(
    z.object({
      mode: z.string(),
      label: z.string(),
      kgPerKm: z.number().nonnegative(),
      perVehicle: z.boolean(),
      /** The row of the source the factor stands for. */
      sourceRow: z.string(),
      /** True only when the figure was compared with the published table of `edition`; the page marks the others. */
      verified: z.boolean(),
      /** What was found when checking it. */
      check: z.string(),
    }),
  ),
});
export type Co2Factors = z.infer<typeof Co2FactorsSchema>;

/** The factor row for a transfer: flights by distance band, other modes by name. */
export function factorFor(t: Pick<TransferItem, 'mode' | 'distanceKm'>, f: Co2Factors) {
  const mode = t.mode === 'flight' ? ((t.distanceKm ?? 0) < f.shortHaulMaxKm ? 'flight-short' : 'flight-long') : t.mode;
  return f.factors.find((x) => x.mode === mode) ?? null;
}

/** kg CO2e per traveller for one transfer (null when its distance or mode factor is unknown). */
export function transferKg(t: Pick<TransferItem, 'mode' | 'distanceKm'>, f: Co2Factors, travellers: number): number | null {
  const factor = factorFor(t, f);
  if (!factor || t.distanceKm === null) return null;
  return (t.distanceKm * factor.kgPerKm) / (factor.perVehicle ? Math.max(1, travellers) : 1);
}

import { z } from 'zod';
import { PlanDaySchema, PlanSchema } from './trip-plan';
import { ItineraryDetailSchema } from './trips';

/**
 * The answer to a PATCH with `Prefer: return=minimal`: the new version's detail, except that a day the edit did not
 * change is `null` (the caller holds it: the version named by its If-Match), and places, catalog and opening
 * windows are left out when they did not change. mergeSaved (core/edits/merge-saved.ts) turns it back into
 * the detail, exactly.
 */
export const ItinerarySavedSchema = ItineraryDetailSchema.extend({
  plan: PlanSchema.extend({
    days: z.array(PlanDaySchema.nullable()).describe('null: the same day as in the version the edit was based on'),
  }),
  places: ItineraryDetailSchema.shape.places.optional(),
  catalog: ItineraryDetailSchema.shape.catalog.optional(),
}).describe('The saved version; with Prefer: return=minimal, unchanged days are null and unchanged places and catalog are left out');
export type ItinerarySaved = z.infer<typeof ItinerarySavedSchema>;

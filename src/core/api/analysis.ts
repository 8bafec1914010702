import { z } from 'zod';
import { isoDate } from './input-rules';
import { PLACE_CATEGORIES } from '../places/schema';
import { MAX_COMPARED } from '../analysis/comparison-tables';

export const CompareQuerySchema = z.object({
  ids: z
    .string()
    .max(400)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length >= 1 && ids.length <= MAX_COMPARED, `choose 1 to ${MAX_COMPARED} destinations`)
    .describe('Comma-separated destination ids'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'a currency code like EUR')
    .default('EUR'),
  today: isoDate().optional().describe("The caller's local date: holidays are listed for the 12 months from it"),
});

const Money = z.number().int().describe('Minor units of `currency`');
export const DestinationAnalysisSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  currency: z.string(),
  climate: z.array(z.object({ month: z.number().int(), highC: z.number(), lowC: z.number(), rainyDays: z.number(), precipMm: z.number() })),
  dailyCost: z.object({ budget: Money, mid: Money, upscale: Money }),
  categories: z.array(z.object({ category: z.enum(PLACE_CATEGORIES), count: z.number().int() })),
  bestMonths: z.array(z.object({ month: z.number().int(), reasons: z.array(z.string()) })),
  holidays: z
    .array(z.object({ date: z.string(), name: z.string() }))
    .nullable()
    .describe('null when not known for the country'),
  closures: z.array(z.object({ weekday: z.number().int().describe('0 = Monday'), closed: z.number().int(), of: z.number().int() })),
});
export type DestinationAnalysisDto = z.infer<typeof DestinationAnalysisSchema>;

export const CompareResponseSchema = z.object({
  currency: z.string(),
  costRule: z.string().describe('How a day’s cost per person is built'),
  ratesNote: z.string(),
  destinations: z.array(DestinationAnalysisSchema),
});

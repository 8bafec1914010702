import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** The response envelope of spec §3/§7 and DESIGN §4. Every /api response has this shape. */
export const MetaSchema = z.object({
  timestamp: z.string().describe('ISO-8601 time the response was produced'),
  requestId: z.string().describe('Also sent as the x-request-id header; quote it when reporting a problem'),
});

export const ApiErrorBodySchema = z.object({
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  details: z.unknown().optional(),
});

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: ApiErrorBodySchema,
  meta: MetaSchema,
});

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, meta: MetaSchema });
}

export type Meta = z.infer<typeof MetaSchema>;
export type ApiErrorBody = { code: ErrorCode; message: string; details?: unknown };
export type SuccessEnvelope<T> = { success: true; data: T; meta: Meta };
export type ErrorEnvelope = { success: false; error: ApiErrorBody; meta: Meta };
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

/** A list page as every list endpoint returns it (cursor pagination). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int().optional(),
  });
}
export type Page<T> = { items: T[]; nextCursor: string | null; total?: number };

import { z } from 'zod';
import { text } from './input-rules';

/** Body of POST /api/log-client-error (spec §7). Sizes are bounded so a loop cannot fill the table. */
export const ClientErrorReportSchema = z.object({
  errorMessage: text().trim().min(1).max(2000),
  stackTrace: text().max(16_000).optional().nullable(),
  url: text().max(2000).optional().nullable(),
  additionalContext: z
    .object({
      lineNumber: z.number().int().nonnegative().optional().nullable(),
      columnNumber: z.number().int().nonnegative().optional().nullable(),
      timestamp: text().max(64).optional(),
      userAgent: text().max(512).optional(),
      type: z.enum(['error', 'unhandledrejection', 'render', 'manual']).optional(),
      userId: text().max(128).optional().nullable(),
      extras: z.record(z.string(), z.unknown()).optional(),
    })
    .optional()
    .default({}),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const ClientErrorReceiptSchema = z.object({ id: z.number().int(), received: z.literal(true) });

import { z } from 'zod';

/** Body of POST /api/log-client-error (spec §7). Sizes are bounded so a loop cannot fill the table. */
export const ClientErrorReportSchema = z.object({
  errorMessage: z.string().trim().min(1).max(2000),
  stackTrace: z.string().max(16_000).optional().nullable(),
  url: z.string().max(2000).optional().nullable(),
  additionalContext: z
    .object({
      lineNumber: z.number().int().nonnegative().optional().nullable(),
      columnNumber: z.number().int().nonnegative().optional().nullable(),
      timestamp: z.string().max(64).optional(),
      userAgent: z.string().max(512).optional(),
      type: z.enum(['error', 'unhandledrejection', 'render', 'manual']).optional(),
      userId: z.string().max(128).optional().nullable(),
      extras: z.record(z.string(), z.unknown()).optional(),
    })
    .optional()
    .default({}),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;

export const ClientErrorReceiptSchema = z.object({ id: z.number().int(), received: z.literal(true) });

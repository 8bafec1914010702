import type { z } from 'zod';
import type { ContactReceiptSchema } from '../../../core/api/contact';
import type { ContactMessageRow } from './contact.table';

export const presentReceipt = (row: ContactMessageRow): z.infer<typeof ContactReceiptSchema> => ({
  id: row.id,
  kind: row.kind,
  receivedAt: row.createdAt.toISOString(),
});

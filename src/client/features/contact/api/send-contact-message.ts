import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContactMessage, ContactReceiptSchema } from '../../../../core/api/contact';
import { apiRequest } from '../../../lib/api-client';

export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/** POST /api/contact: one endpoint for the contact, support and enterprise forms. */
export function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/contact', message);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

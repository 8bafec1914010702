import { useMutation } from '@tanstack/react-query';
import type { ContactMessage } from '../../../../core/api/contact';
import { SendContactMessage } from '../../../../core/api/contact.endpoints';
import type { DataOf } from '../../../../core/api/endpoint';
import { callApi } from '../../../lib/api-client';

export type ContactReceipt = DataOf<typeof SendContactMessage>;

/** POST /api/contact: one endpoint for the contact, support and enterprise forms. */
export function sendContactMessage(message: ContactMessage): Promise<ContactReceipt> {
  return callApi(SendContactMessage, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

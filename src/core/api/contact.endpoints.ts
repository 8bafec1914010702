import { ContactMessageSchema, ContactReceiptSchema } from './contact';
import { defineEndpoint } from './endpoint';

export const SendContactMessage = defineEndpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Send a message to the Wayfarer team (contact, support or enterprise sales)',
  body: ContactMessageSchema,
  response: ContactReceiptSchema,
  status: 201,
});

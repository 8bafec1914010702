import { z } from 'zod';
import { text } from './input-rules';

/** One schema for the contact, support and enterprise forms: the client form and the route share it. */
export const ContactMessageSchema = z.object({
  kind: z.enum(['contact', 'enterprise', 'support']).default('contact'),
  name: text().trim().min(1, 'Please tell us your name').max(120),
  email: z.email('Enter a valid e-mail address').max(254),
  company: text().trim().max(160).optional(),
  topic: text().trim().max(80).optional(),
  teamSize: z.enum(['1-10', '11-50', '51-200', '201-1000', '1000+']).optional(),
  message: text().trim().min(10, 'Please write at least 10 characters').max(5000),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactReceiptSchema = z.object({ id: z.number().int(), kind: z.string(), receivedAt: z.string() });

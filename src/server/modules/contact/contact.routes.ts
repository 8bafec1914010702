import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ContactMessageSchema, ContactReceiptSchema } from '../../../core/api/contact';
import { envelopeOf } from '../../../core/api/envelope';
import { ok } from '../../lib/envelope';
import { contactMessages } from './contact.table';

export async function contactRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post('/contact', {
    schema: {
      tags: ['System'],
      summary: 'Send a message to the Wayfarer team (contact, support or enterprise sales)',
      body: ContactMessageSchema,
      response: { 201: envelopeOf(ContactReceiptSchema) },
    },
    bodyLimit: 32 * 1024,
    config: { rateLimit: { max: 5, timeWindow: 10 * 60_000 } },
  }, async (request, reply) => {
    const b = request.body;
    const [row] = await app.deps.database.db
      .insert(contactMessages)
      .values({ kind: b.kind, name: b.name, email: b.email.toLowerCase(), company: b.company ?? null, topic: b.topic ?? null, teamSize: b.teamSize ?? null, message: b.message })
      .returning();
    return reply.status(201).send(ok(request, { id: row!.id, kind: row!.kind, receivedAt: row!.createdAt.toISOString() }));
  });
}

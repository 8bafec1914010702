import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, type ExportFormat } from '../../../core/api/trips';
import { GetSharedItinerary, IdParams, PublicIdParams } from '../../../core/api/trips.endpoints';
import { EXPORT_MIME, toGeoJsonText, toGpx, toIcs, toKml, type ExportInput } from '../../../core/export/index';
import { routeOf } from '../../lib/endpoint-route';
import { requireExportFormat } from '../billing/guards';
import { ok } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { sharedNotes, shareUrl } from './trips.presenter';
import { security, tags, tripsContext } from './trips.routes';
import { getShared, requireOwned, requireShared, withDoc } from './trips.service';
import type { ItineraryRow } from './trips.table';

const Format = z.object({ format: z.enum(EXPORT_FORMATS) });
const WRITERS: Record<ExportFormat, (input: ExportInput) => string> = { ics: toIcs, gpx: toGpx, kml: toKml, geojson: toGeoJsonText };
const fileDoc = 'The file itself (not an envelope); errors are envelopes';

function sendExport(reply: FastifyReply, row: ItineraryRow, format: ExportFormat, notes: ItineraryRow['notes'], url: string) {
  const input: ExportInput = {
    id: row.id,
    title: row.title,
    plan: row.plan,
    notes,
    url,
    generatedAt: new Date(),
    cities: Object.fromEntries(row.cities.map((c) => [c.id, { name: c.name, timeZone: c.timeZone }])),
  };
  const name =
    row.title
      .replace(/[^A-Za-z0-9 _-]+/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'itinerary';
  return reply
    .type(EXPORT_MIME[format])
    .header('Content-Disposition', `attachment; filename="${name}.${format}"`)
    .header('Cache-Control', 'private, no-cache')
    .send(WRITERS[format](input));
}

/** The public share link (read-only, shared notes only) and file exports for owners and share links. */
export async function tripsExportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = tripsContext(app);
  const publicUrl = app.deps.config.publicUrl;

  r.route({
    ...routeOf(GetSharedItinerary, { tags }),
    handler: async (req, reply) => {
      reply.header('Cache-Control', 'no-cache').header('X-Robots-Tag', 'noindex');
      return ok(req, await getShared(ctx, req.params.publicId));
    },
  });

  r.get(
    '/itineraries/:id/export.:format',
    {
      schema: {
        tags,
        security,
        summary: 'Export: calendar (.ics with time zones), GPX, KML or GeoJSON of the route',
        params: IdParams.extend(Format.shape),
        response: { 200: z.string().describe(fileDoc) },
      },
    },
    async (req, reply) => {
      const row = await withDoc(ctx, await requireOwned(ctx, requireUser(req).id, req.params.id));
      await requireExportFormat(ctx.db, row.ownerId, req.params.format);
      return sendExport(reply, row, req.params.format, row.notes, `${publicUrl}/itinerary/${row.id}`);
    },
  );

  r.get(
    '/shared/:publicId/export.:format',
    {
      schema: {
        tags,
        summary: 'Export a shared itinerary (shared notes only)',
        params: PublicIdParams.extend(Format.shape),
        response: { 200: z.string().describe(fileDoc) },
      },
    },
    async (req, reply) => {
      const row = await requireShared(ctx, req.params.publicId);
      await requireExportFormat(ctx.db, row.ownerId, req.params.format);
      return sendExport(reply, row, req.params.format, sharedNotes(row.notes), shareUrl(publicUrl, row.publicId!));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, pageOf } from '../../../core/api/envelope';
import {
  BBoxQuerySchema,
  ClimateMonthResponseSchema,
  ClimateQuerySchema,
  CountryResponseSchema,
  DestinationDetailSchema,
  DestinationListQuerySchema,
  DestinationSummarySchema,
  MapHighlightsSchema,
  PlaceDetailQuerySchema,
  PlaceDetailSchema,
} from '../../../core/api/places';
import { ListDestinationPlaces } from '../../../core/api/places.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { sendCacheable } from '../../lib/http-cache';
import { getClimate, getCountry, getDestination, getPlace, listDestinations, listPlaces, mapHighlights } from './places.service';

const FIVE_MIN = 300;
const THIRTY_MIN = 1800;
const Id = z.object({ id: z.string().min(1).max(120) });
const tags = ['Destinations'];

export async function placesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kb = () => app.deps.knowledgeBase();

  r.get(
    '/destinations',
    {
      schema: {
        tags,
        summary: 'List or search curated destinations',
        querystring: DestinationListQuerySchema,
        response: { 200: envelopeOf(pageOf(DestinationSummarySchema.partial())) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => listDestinations(base, req.query), FIVE_MIN, base.version);
    },
  );

  r.get(
    '/destinations/:id',
    {
      schema: {
        tags,
        summary: 'A destination: climate, costs, neighbourhoods, airports',
        params: Id,
        response: { 200: envelopeOf(DestinationDetailSchema) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => getDestination(base, req.params.id), FIVE_MIN, base.version);
    },
  );

  r.route({
    ...routeOf(ListDestinationPlaces, { tags }),
    handler: async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => listPlaces(base, req.params.id, req.query), FIVE_MIN, base.version);
    },
  });

  r.get(
    '/destinations/:id/climate',
    {
      schema: {
        tags,
        summary: 'Climate normals for one month',
        params: Id,
        querystring: ClimateQuerySchema,
        response: { 200: envelopeOf(ClimateMonthResponseSchema) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => getClimate(base, req.params.id, req.query.month), FIVE_MIN, base.version);
    },
  );

  r.get(
    '/places/:id',
    {
      schema: {
        tags,
        summary: 'A place, and whether it is open at a local date-time (`at`)',
        params: Id,
        querystring: PlaceDetailQuerySchema,
        response: { 200: envelopeOf(PlaceDetailSchema) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => getPlace(base, req.params.id, req.query.at), FIVE_MIN, base.version);
    },
  );

  r.get(
    '/map-highlights',
    {
      schema: {
        tags,
        summary: 'Places in a bounding box for the map, clustered at low zoom',
        querystring: BBoxQuerySchema,
        response: { 200: envelopeOf(MapHighlightsSchema) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => mapHighlights(base, req.query), THIRTY_MIN, base.version);
    },
  );

  r.get(
    '/countries/:code',
    {
      schema: {
        tags,
        summary: 'Country facts: currency, plugs, driving side, emergency number, tipping',
        params: z.object({ code: z.string().length(2) }),
        response: { 200: envelopeOf(CountryResponseSchema) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => getCountry(base, req.params.code), FIVE_MIN, base.version);
    },
  );
}

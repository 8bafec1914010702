import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../core/api/envelope';
import {
  AirportSchema,
  CityDetailSchema,
  NearestAirportsQuerySchema,
  TravelEstimateQuerySchema,
  TravelEstimateSchema,
} from '../../../core/api/places';
import { SearchCities } from '../../../core/api/places.endpoints';
import { routeOf } from '../../lib/endpoint-route';
import { sendCacheable } from '../../lib/http-cache';
import { airportsNear, autocompleteCities, getCity, travelEstimate } from './geo.service';

const DAY = 86_400;
const tags = ['World'];

export async function geoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const kb = () => app.deps.knowledgeBase();

  r.route({
    ...routeOf(SearchCities, { tags }),
    handler: async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => autocompleteCities(base, req.query), DAY, base.version);
    },
  });

  r.get(
    '/cities/:geonameId',
    {
      schema: {
        tags,
        summary: 'One city, and whether Wayfarer has curated places for it',
        params: z.object({ geonameId: z.coerce.number().int().positive() }),
        response: { 200: envelopeOf(CityDetailSchema) },
      },
    },
    async (req, reply) => {
      const base = await kb();
      return sendCacheable(req, reply, () => getCity(base, req.params.geonameId), DAY, base.version);
    },
  );

  r.get(
    '/airports/nearest',
    {
      schema: {
        tags,
        summary: 'Airports with scheduled service nearest to a point',
        querystring: NearestAirportsQuerySchema,
        response: { 200: envelopeOf(z.array(AirportSchema)) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, await airportsNear(req.query), DAY),
  );

  r.get(
    '/travel-estimate',
    {
      schema: {
        tags,
        summary: 'Great-circle distance and door-to-door time estimates by mode between two points',
        querystring: TravelEstimateQuerySchema,
        response: { 200: envelopeOf(z.array(TravelEstimateSchema)) },
      },
    },
    async (req, reply) => sendCacheable(req, reply, travelEstimate(req.query.from, req.query.to), DAY),
  );
}

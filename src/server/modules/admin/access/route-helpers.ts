import type { Endpoint } from '../../../../core/api/endpoint';
import { routeOf, type RouteExtras } from '../../../lib/endpoint-route';

/**
 * Admin routes are left out of the public OpenAPI document (the spec keeps admin paths unpublished) and are
 * authorized by requireAdmin in each handler's service call, not by the traveller `security` hook.
 */
export function adminRouteOf<const E extends Endpoint>(endpoint: E, extras: Partial<RouteExtras> = {}) {
  const route = routeOf(endpoint, { tags: ['Admin'], ...extras });
  return { ...route, schema: { ...route.schema, hide: true } };
}

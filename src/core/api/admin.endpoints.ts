import { z } from 'zod';
import {
  AdminErrorsQuery,
  AdminMessagePage,
  AdminMessageSchema,
  AdminMessagesQuery,
  AdminTripDetailSchema,
  AdminTripPage,
  AdminTripsQuery,
  AdminUserDetailSchema,
  AdminUserPage,
  AdminUsersQuery,
  AuditPage,
  AuditQuery,
  ErrorGroupPage,
  ErrorGroupSchema,
  FingerprintParams,
  KpiQuery,
  KpiSchema,
  MessageIdParams,
  MessageStatusBody,
  ResolveErrorBody,
  SystemStatusSchema,
  TripIdParams,
  UserActionResultSchema,
  UserIdParams,
} from './admin';
import { defineEndpoint } from './endpoint';

// The admin area's data endpoints (issue 13). Each needs an operator session (the `wf_admin` cookie).

export const AdminListUsers = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users',
  summary: 'Search users',
  query: AdminUsersQuery,
  response: AdminUserPage,
});
export const AdminGetUser = defineEndpoint({
  method: 'GET',
  path: '/api/admin/users/:userId',
  summary: 'One user',
  params: UserIdParams,
  response: AdminUserDetailSchema,
});
export const AdminSuspendUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/suspend',
  summary: 'Suspend a user: their sessions and tokens stop working and sign-in is refused',
  params: UserIdParams,
  response: UserActionResultSchema,
});
export const AdminUnsuspendUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/unsuspend',
  summary: 'Lift a suspension',
  params: UserIdParams,
  response: UserActionResultSchema,
});
export const AdminSignOutUser = defineEndpoint({
  method: 'POST',
  path: '/api/admin/users/:userId/sign-out',
  summary: 'End every session of a user (their tokens stay; suspend to stop those too)',
  params: UserIdParams,
  response: UserActionResultSchema,
});

export const AdminListTrips = defineEndpoint({
  method: 'GET',
  path: '/api/admin/trips',
  summary: 'Search trips',
  query: AdminTripsQuery,
  response: AdminTripPage,
});
export const AdminGetTrip = defineEndpoint({
  method: 'GET',
  path: '/api/admin/trips/:tripId',
  summary: 'One trip, read-only (audited)',
  params: TripIdParams,
  response: AdminTripDetailSchema,
});
export const AdminRevokeShare = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/trips/:tripId/share',
  summary: "Revoke a trip's share link",
  params: TripIdParams,
  response: z.object({ id: z.string(), shared: z.literal(false) }),
});

export const AdminListErrors = defineEndpoint({
  method: 'GET',
  path: '/api/admin/errors',
  summary: 'Client error reports by fingerprint',
  query: AdminErrorsQuery,
  response: ErrorGroupPage,
});
export const AdminResolveError = defineEndpoint({
  method: 'POST',
  path: '/api/admin/errors/:fingerprint/resolve',
  summary: 'Mark an error group resolved (or open again)',
  params: FingerprintParams,
  body: ResolveErrorBody,
  response: ErrorGroupSchema,
});

export const AdminListMessages = defineEndpoint({
  method: 'GET',
  path: '/api/admin/messages',
  summary: 'Contact, enterprise and support messages',
  query: AdminMessagesQuery,
  response: AdminMessagePage,
});
export const AdminSetMessageStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/messages/:messageId',
  summary: "Set a message's status",
  params: MessageIdParams,
  body: MessageStatusBody,
  response: AdminMessageSchema,
});

export const AdminListAudit = defineEndpoint({
  method: 'GET',
  path: '/api/admin/audit',
  summary: 'The audit log',
  query: AuditQuery,
  response: AuditPage,
});
/** CSV download of the same filters (not an envelope: `text/csv` with Content-Disposition). */
export const ADMIN_AUDIT_CSV_PATH = '/api/admin/audit.csv';

export const AdminKpis = defineEndpoint({
  method: 'GET',
  path: '/api/admin/kpis',
  summary: 'KPIs per day over a range',
  query: KpiQuery,
  response: KpiSchema,
});
export const AdminSystem = defineEndpoint({
  method: 'GET',
  path: '/api/admin/system',
  summary: 'Health of the parts of this installation',
  response: SystemStatusSchema,
});

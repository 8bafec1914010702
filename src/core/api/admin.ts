import { z } from 'zod';
import { isoDate, ResourceIdSchema } from './input-rules';
import { listQueryWith } from './list-query';

/** Data of the admin area (issue 13). Lists follow the spec's list conventions: limit, cursor, sortBy, search. */
const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), nextCursor: z.string().nullable() });

export const UserIdParams = z.object({ userId: ResourceIdSchema });
export const TripIdParams = z.object({ tripId: ResourceIdSchema });
export const FingerprintParams = z.object({ fingerprint: z.string().regex(/^[a-f0-9]{32}$/, 'not a fingerprint') });
export const MessageIdParams = z.object({ messageId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const AdminUsersQuery = listQueryWith(['createdAt', 'email', 'lastLoginAt', 'trips'], {
  status: z.enum(['active', 'suspended']).optional(),
});
export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  status: z.enum(['active', 'suspended']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  trips: z.number().int(),
});
export const AdminUserPage = page(AdminUserSchema);
export const AdminUserDetailSchema = AdminUserSchema.extend({
  liveSessions: z.number().int(),
  activeTokens: z.number().int(),
  /** Trip generations counted against the plan this calendar month (UTC), and the plan's name. */
  generationsThisMonth: z.number().int(),
  plan: z.string(),
  /** This month's use of each counted entitlement against the plan's limit plus granted credits. */
  usage: z.array(z.object({ kind: z.string(), used: z.number().int(), limit: z.number().int() })),
  recentTrips: z.array(z.object({ id: z.string(), title: z.string(), feasible: z.boolean(), shared: z.boolean(), createdAt: z.string() })),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
export const UserActionResultSchema = z.object({
  id: z.string(),
  status: z.enum(['active', 'suspended']),
  sessionsEnded: z.number().int(),
});

export const AdminTripsQuery = listQueryWith(['createdAt', 'title', 'startDate'], { userId: ResourceIdSchema.optional() });
export const AdminTripSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  feasible: z.boolean(),
  sharedAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export const AdminTripPage = page(AdminTripSchema);
export const AdminTripDetailSchema = AdminTripSchema.extend({
  cities: z.array(z.string()),
  travellers: z.number().int(),
  currency: z.string(),
  total: z.number().int().describe('Minor units'),
  budget: z.number().int().nullable(),
  days: z.array(z.object({ date: z.string(), items: z.array(z.object({ kind: z.string(), label: z.string(), startMinute: z.number() })) })),
});
export type AdminTrip = z.infer<typeof AdminTripSchema>;
export type AdminTripDetail = z.infer<typeof AdminTripDetailSchema>;

export const AdminErrorsQuery = listQueryWith(['lastSeen', 'firstSeen', 'count'], {
  status: z.enum(['open', 'resolved', 'all']).default('open'),
});
export const ErrorGroupSchema = z.object({
  fingerprint: z.string(),
  message: z.string(),
  topFrame: z.string().nullable(),
  count: z.number().int(),
  users: z.number().int(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  sampleStack: z.string().nullable(),
  sampleUrl: z.string().nullable(),
  browser: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export const ErrorGroupPage = page(ErrorGroupSchema);
export type ErrorGroup = z.infer<typeof ErrorGroupSchema>;
export const ResolveErrorBody = z.object({ resolved: z.boolean() });

export const MESSAGE_STATUSES = ['new', 'read', 'closed'] as const;
export const AdminMessagesQuery = listQueryWith(['createdAt'], {
  status: z.enum(MESSAGE_STATUSES).optional(),
  kind: z.enum(['contact', 'enterprise', 'support']).optional(),
});
export const AdminMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['contact', 'enterprise', 'support']),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.string().nullable(),
  teamSize: z.string().nullable(),
  message: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: z.string(),
});
export const AdminMessagePage = page(AdminMessageSchema);
export type AdminMessage = z.infer<typeof AdminMessageSchema>;
export const MessageStatusBody = z.object({ status: z.enum(MESSAGE_STATUSES) });

export const AuditQuery = listQueryWith(['createdAt'], {
  action: z
    .string()
    .max(60)
    .regex(/^[a-z_.]*$/)
    .optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
});
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  adminEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const AuditPage = page(AuditEntrySchema);
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const KPI_MAX_DAYS = 366;
export const KpiQuery = z.object({ from: isoDate(), to: isoDate() });
const PerPlan = z.record(z.string(), z.number().int()).describe('Keyed by plan id');
export const KpiSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Revenue is in the plans' currency (minor units). */
  currency: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      signUps: z.number().int(),
      /** Distinct users who created a trip or wrote to the assistant that day. */
      activeUsers: z.number().int(),
      tripsFeasible: z.number().int(),
      tripsInfeasible: z.number().int(),
      assistantMessages: z.number().int(),
      modelTokens: z.number().int(),
      couponRedemptions: z.number().int(),
      /** Payments that day less refunds made that day, by plan. */
      revenueByPlan: PerPlan,
      activeSubscriptionsByPlan: PerPlan,
      clientErrors: z.number().int(),
      apiRequests: z.number().int(),
      /** Client error reports per 1,000 API requests (null without requests). */
      clientErrorRate: z.number().nullable(),
      /** Upper bound of the latency bucket holding the 95th percentile (null without requests). */
      apiLatencyP95Ms: z.number().nullable(),
    }),
  ),
  range: z.object({ apiRequests: z.number().int(), apiLatencyP95Ms: z.number().nullable(), revenueMinor: z.number().int() }),
  totals: z.object({
    users: z.number().int(),
    suspended: z.number().int(),
    trips: z.number().int(),
    openErrorGroups: z.number().int(),
    newMessages: z.number().int(),
  }),
});
export type Kpis = z.infer<typeof KpiSchema>;

export const SystemStatusSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number(),
  ready: z.boolean(),
  database: z.object({ kind: z.string(), reachable: z.boolean(), latencyMs: z.number().nullable(), migrationsCurrent: z.boolean() }),
  components: z.array(z.object({ name: z.string(), mode: z.string(), status: z.string(), detail: z.string().optional() })),
  /** Work waiting to be done: the billing jobs' backlog and metrics not yet written. */
  queues: z.array(z.object({ name: z.string(), depth: z.number().int(), detail: z.string() })),
  notPresent: z.array(z.string()),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

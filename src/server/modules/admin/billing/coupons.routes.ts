import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminCouponStats,
  AdminCreateCoupon,
  AdminListCoupons,
  AdminSetCouponStatus,
  AdminUpdateCoupon,
} from '../../../../core/api/admin-billing.endpoints';
import { ok } from '../../../lib/envelope';
import { adminRouteOf } from '../access/route-helpers';
import { createCouponAsAdmin, listCouponsPage, setCouponDisabled, statsOfCoupon, updateCouponAsAdmin } from './coupons.service';

export async function adminCouponRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  r.route({ ...adminRouteOf(AdminListCoupons), handler: async (req) => ok(req, await listCouponsPage(db, req, req.query)) });
  r.route({
    ...adminRouteOf(AdminCreateCoupon),
    handler: async (req, reply) => reply.status(201).send(ok(req, await createCouponAsAdmin(db, req, req.body))),
  });
  r.route({
    ...adminRouteOf(AdminUpdateCoupon),
    handler: async (req) => ok(req, await updateCouponAsAdmin(db, req, req.params.couponId, req.body)),
  });
  r.route({
    ...adminRouteOf(AdminSetCouponStatus),
    handler: async (req) => ok(req, await setCouponDisabled(db, req, req.params.couponId, req.body.disabled)),
  });
  r.route({ ...adminRouteOf(AdminCouponStats), handler: async (req) => ok(req, await statsOfCoupon(db, req, req.params.couponId)) });
}

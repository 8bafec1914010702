import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CancelSubscription,
  ChangePlan,
  ChangeSandboxCard,
  GetCheckout,
  GetPlans,
  GetReceipt,
  GetTeam,
  OpenPortal,
  InviteTeamMember,
  PaySandboxCheckout,
  RedeemCoupon,
  RemoveTeamMember,
  ResumeSubscription,
  StartCheckout,
} from '../../../../core/api/billing.endpoints';
import type { BillingPeriod, PlanId } from '../../../../core/billing/plans';
import { callApi } from '../../../lib/api-client';
import { overviewKey, overviewQueryOptions } from './overview-query';

// The billing endpoints: plans (public), my overview, checkout, the sandbox card form, subscription changes, receipts, codes.
export const plansQueryOptions = () =>
  queryOptions({ queryKey: [GetPlans.path], queryFn: ({ signal }) => callApi(GetPlans, {}, { signal }), staleTime: 5 * 60_000 });
export const usePlans = () => useQuery(plansQueryOptions());

// The overview query lives in its own module, free of the schemas, for the itinerary page; the same key and call.
export { overviewKey, overviewQueryOptions };
export const useOverview = () => useQuery(overviewQueryOptions());

export const useCheckout = (id: string) =>
  useQuery({
    queryKey: [GetCheckout.path, id],
    queryFn: ({ signal }) => callApi(GetCheckout, { params: { id } }, { signal }),
    staleTime: 0,
  });

export const useReceipt = (id: string) =>
  useQuery({ queryKey: [GetReceipt.path, id], queryFn: ({ signal }) => callApi(GetReceipt, { params: { id } }, { signal }) });

export const startCheckout = (plan: Exclude<PlanId, 'free'>, billing: BillingPeriod, coupon?: string) =>
  callApi(StartCheckout, { body: { plan, billing, ...(coupon ? { coupon } : {}) } });

export function usePaySandbox(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { cardNumber: string; expiry: string; cvc: string; name: string; confirmed?: boolean }) =>
      callApi(PaySandboxCheckout, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: overviewKey }),
  });
}

function useOverviewWrite<A>(fn: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: overviewKey }) });
}

export const useCancelSubscription = () => useOverviewWrite(() => callApi(CancelSubscription, {}));
export const useResumeSubscription = () => useOverviewWrite(() => callApi(ResumeSubscription, {}));
export const useChangePlan = () =>
  useOverviewWrite((v: { plan: Exclude<PlanId, 'free'>; billing: BillingPeriod }) => callApi(ChangePlan, { body: v }));
export const useRedeemCoupon = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(RedeemCoupon, { body: { code } }),
    onSuccess: () => client.invalidateQueries(),
  });
};

export const teamKey = [GetTeam.path] as const;
export const useTeam = () => useQuery({ queryKey: teamKey, queryFn: ({ signal }) => callApi(GetTeam, {}, { signal }), staleTime: 0 });
function useTeamWrite<A>(fn: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: teamKey }) });
}
export const useInviteMember = () => useTeamWrite((email: string) => callApi(InviteTeamMember, { body: { email } }));
export const useRemoveMember = () => useTeamWrite((id: string) => callApi(RemoveTeamMember, { params: { id } }));

export const openPortal = () => callApi(OpenPortal, {});
export const useChangeSandboxCard = () =>
  useOverviewWrite((card: { cardNumber: string; expiry: string; cvc: string; name: string }) => callApi(ChangeSandboxCard, { body: card }));

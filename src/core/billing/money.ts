import type { BillingPeriod } from './plans';

/**
 * Billing arithmetic in integer minor units only (no floats reach a total): periods, VAT, proration and
 * coupon discounts. Callers pass `now`; nothing here reads a clock.
 */

/** The calendar month (UTC) a quota counts in, e.g. '2026-11', and when it resets. */
export function quotaPeriod(now: Date): { period: string; resetsAt: Date } {
  return { period: now.toISOString().slice(0, 7), resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** Adds whole months, keeping the day where the target month has it, else its last day (Jan 31 → Feb 28). */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(
    Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1, from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export function periodEnd(start: Date, billing: BillingPeriod): Date {
  return addMonths(start, billing === 'yearly' ? 12 : 1);
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * 86_400_000);
}

/** Integer division rounding half up (non-negative operands). */
function divRound(numerator: number, denominator: number): number {
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** VAT on a net amount at a rate in basis points (2000 = 20 %), rounded half up to the minor unit. */
export function vatOf(netMinor: number, rateBasisPoints: number): number {
  return divRound(netMinor * rateBasisPoints, 10_000);
}

export interface Discount {
  percentOff?: number | null;
  amountOffMinor?: number | null;
}

/** Discount in minor units on an amount; never more than the amount. */
export function discountOf(amountMinor: number, d: Discount | null | undefined): number {
  if (!d) return 0;
  if (d.percentOff) return Math.min(amountMinor, divRound(amountMinor * d.percentOff, 100));
  if (d.amountOffMinor) return Math.min(amountMinor, d.amountOffMinor);
  return 0;
}

export interface InvoiceTotals {
  subtotalMinor: number;
  discountMinor: number;
  creditMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** subtotal − discount − credit (never below 0) + VAT on what remains. */
export function totalsOf(subtotalMinor: number, discountMinor: number, creditAvailableMinor: number, vatRateBp: number): InvoiceTotals {
  const afterDiscount = Math.max(0, subtotalMinor - discountMinor);
  const creditMinor = Math.min(afterDiscount, Math.max(0, creditAvailableMinor));
  const net = afterDiscount - creditMinor;
  const taxMinor = vatOf(net, vatRateBp);
  return { subtotalMinor, discountMinor, creditMinor, taxMinor, totalMinor: net + taxMinor };
}

/**
 * Proration of a plan change in the middle of a period: the unused part of the old price is credited and
 * the remaining part of the new price is charged (both by the seconds left). Positive → charge now,
 * negative → credit kept for the next invoice.
 */
export function prorate(input: { oldPriceMinor: number; newPriceMinor: number; periodStart: Date; periodEnd: Date; now: Date }) {
  const total = Math.max(1, Math.round((input.periodEnd.getTime() - input.periodStart.getTime()) / 1000));
  const left = Math.min(total, Math.max(0, Math.round((input.periodEnd.getTime() - input.now.getTime()) / 1000)));
  const unusedCreditMinor = divRound(input.oldPriceMinor * left, total);
  const remainingChargeMinor = divRound(input.newPriceMinor * left, total);
  return { unusedCreditMinor, remainingChargeMinor, netMinor: remainingChargeMinor - unusedCreditMinor };
}

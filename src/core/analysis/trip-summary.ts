import { formatMoney } from '../money/currencies';
import type { TripAnalysis } from './trip';
import { hours } from './trip-tables';

const CATEGORY = { transport: 'travel between cities', local: 'local transport', lodging: 'lodging', meals: 'meals', activities: 'sights' };

/** The built-in written summary: sentences stating only figures that `tripTables` shows (tested). */
export function builtInTripSummary(a: TripAnalysis): string[] {
  const out: string[] = [];
  const t = a.time;
  const n = a.days.length;
  out.push(
    `Over ${n} days, ${hours(t.sights)} hours go to sights, ${hours(t.meals)} to meals and ${hours(t.transit)} to transit, ` +
      `with ${hours(t.free)} hours free between plans.`,
  );
  const walkiest = [...a.days].sort((x, y) => y.walkKm - x.walkKm)[0];
  if (walkiest && walkiest.walkKm > 0)
    out.push(`You walk about ${a.walkKm} km in all, most on day ${walkiest.day} (${walkiest.walkKm} km).`);
  const top = [...a.budget.byCategory].sort((x, y) => y.amount - x.amount)[0];
  if (top && a.budget.total > 0)
    out.push(
      `The trip costs ${formatMoney(a.budget.total, a.currency)} for the party; ${CATEGORY[top.category]} is the largest part ` +
        `(${formatMoney(top.amount, a.currency)}).`,
    );
  const mode = a.co2.byMode[0];
  if (mode && a.co2.totalKg > 0)
    out.push(`Transport emits about ${a.co2.totalKg} kg CO2e per traveller, mostly by ${mode.label.toLowerCase()} (${mode.kg} kg).`);
  const f = a.feasibility;
  out.push(
    f.failed.length
      ? `The checker flags ${f.failed.join(', ').toLowerCase()}; ${f.passed} checks pass.`
      : `All ${f.passed} applicable checks pass.`,
  );
  const tight = f.tightest[0];
  if (tight)
    out.push(
      tight.kind === 'closing'
        ? `The tightest margin is on day ${tight.day}: ${tight.slackMinutes} minutes before ${tight.name} closes at ${tight.at}.`
        : `The tightest margin is on day ${tight.day}: ${tight.slackMinutes} minutes before the ${tight.name} at ${tight.at}.`,
    );
  const risky = a.weather.filter((w) => w.risk === 'high');
  if (risky.length) out.push(`Weather may get in the way of ${risky.map((w) => `${w.name} on day ${w.day} (${w.reason})`).join('; ')}.`);
  else if (a.weather.length) out.push('No outdoor visit falls in a month with a high weather risk.');
  return out;
}

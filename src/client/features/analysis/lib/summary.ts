import { formatMoney } from '../../../../core/money/currencies';
import type { Analysed } from '../api/compare';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The built-in written summary: only figures the page also shows in its tables. */
export function writtenSummary(list: Analysed[]): string[] {
  if (!list.length) return [];
  const lines = list.map((d) => {
    const warm = d.climate.reduce((a, b) => (b.highC > a.highC ? b : a));
    const best = d.bestMonths.map((m) => MONTHS[m.month - 1]).join(', ');
    return (
      `${d.name}: a mid-range day costs about ${formatMoney(d.dailyCost.mid, d.currency)} per person; the ` +
      `warmest month is ${MONTHS[warm.month - 1]} (highs ${warm.highC} °C); best months: ${best}.`
    );
  });
  if (list.length > 1) {
    const cheapest = [...list].sort((a, b) => a.dailyCost.mid - b.dailyCost.mid)[0]!;
    lines.push(`Of these, ${cheapest.name} is the least expensive at the mid-range style.`);
  }
  return lines;
}

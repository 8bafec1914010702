import { INTERESTS } from '../../../../core/places/interests';
import { formatMoney, toMinor } from '../../../../core/money/currencies';
import { tripDays, type FormValues } from '../lib/form-values';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A plain-language recap of the form, so a person can check the whole trip at a glance before generating. */
export function TripSummary({ values }: { values: FormValues }) {
  const days = tripDays(values.startDate, values.endDate);
  const adults = Number(values.adults) || 0;
  const amount = Number(values.budgetAmount.replace(',', '.'));
  const rows: Array<[string, string]> = [
    [
      'Where',
      values.destinations.length ? values.destinations.map((d) => d.name).join(values.orderFixed ? ', then ' : ', ') : 'Not chosen yet',
    ],
    ['How long', days && days > 0 ? plural(days, 'day') : 'Choose dates'],
    [
      'Who',
      [
        plural(adults, 'adult'),
        values.childAges.length ? plural(values.childAges.length, 'child', 'children') : null,
        Number(values.pets) > 0 ? plural(Number(values.pets), 'pet') : null,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    [
      'Budget',
      values.budgetAmount.trim() && Number.isFinite(amount) ? formatMoney(toMinor(amount, values.currency), values.currency) : 'No limit',
    ],
    ['Pace', values.pace[0]!.toUpperCase() + values.pace.slice(1)],
  ];
  if (values.interests.length) rows.push(['Interests', values.interests.map((i) => INTERESTS[i].label).join(', ')]);
  if (values.diets.length) rows.push(['Food', values.diets.map((d) => d[0]!.toUpperCase() + d.slice(1)).join(', ')]);
  if (values.mustSee.length) rows.push(['Must-see', plural(values.mustSee.length, 'place')]);
  return (
    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="font-medium break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

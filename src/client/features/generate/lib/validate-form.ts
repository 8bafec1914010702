import type { z } from 'zod';
import { GenerateBodySchema, type GenerateBody } from '../../../../core/api/trips';
import { toTripRequest, type FormValues } from './form-values';

/** Form controls that can carry an error ('form' = an issue no single control owns). */
export type FormField =
  | 'destinations'
  | 'startDate'
  | 'endDate'
  | 'adults'
  | `childAges.${number}`
  | 'pets'
  | 'budgetAmount'
  | 'currency'
  | 'modes'
  | 'mustSee'
  | 'title'
  | 'form';
export type FieldErrors = Partial<Record<FormField, string>>;

/** Words a person understands; the schema decides what is valid, these only say it kindly. */
function messageFor(field: FormField, v: FormValues, issue: z.core.$ZodIssue): string {
  if (field === 'destinations')
    return v.destinations.length === 0 ? 'Add at least one destination.' : 'Stay lengths must be whole days, 1 or more.';
  if (field === 'startDate') return 'Choose the day your trip starts.';
  if (field === 'endDate')
    return v.endDate === '' ? 'Choose the day your trip ends.' : 'The trip must end on or after its first day, and last at most 60 days.';
  if (field === 'adults') return 'Between 1 and 20 adults travel.';
  if (field.startsWith('childAges.')) return 'Enter each child’s age, from 0 to 17.';
  if (field === 'pets') return 'Between 0 and 10 pets.';
  if (field === 'budgetAmount') return 'Enter the budget as a number (0 or more), or leave it empty for no limit.';
  if (field === 'modes') return 'Allow at least one way to travel between cities.';
  if (field === 'title') return 'A title is at most 120 characters.';
  return issue.message;
}

function fieldOf(path: PropertyKey[]): FormField {
  const [root, a, b, c] = path;
  if (root === 'title') return 'title';
  if (root !== 'request') return 'form';
  if (a === 'destinations') return 'destinations';
  if (a === 'startDate') return 'startDate';
  if (a === 'days' || a === 'endDate') return 'endDate';
  if (a === 'travellers') return b === 'childAges' && typeof c === 'number' ? `childAges.${c}` : b === 'pets' ? 'pets' : 'adults';
  if (a === 'budget') return b === 'currency' ? 'currency' : 'budgetAmount';
  if (a === 'transport') return 'modes';
  if (a === 'mustSee') return 'mustSee';
  return 'form';
}

/**
 * Validates with GenerateBodySchema — the very schema the server's route uses — and maps its issues onto the
 * form's fields. The one extra check (an empty end date) only makes both date errors show at once: the
 * schema reports it too, but only after the other fields pass.
 */
export function validateForm(v: FormValues, today?: string): { ok: true; body: GenerateBody } | { ok: false; errors: FieldErrors } {
  const body = { request: toTripRequest(v), title: v.title.trim() || undefined, today };
  const parsed = GenerateBodySchema.safeParse(body);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      errors[field] ??= messageFor(field, v, issue);
    }
  }
  if (v.endDate === '' && !errors.endDate) errors.endDate = 'Choose the day your trip ends.';
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, body };
}

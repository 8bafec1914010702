import { ContactMessageSchema, type ContactMessage } from '../../../../core/api/contact';

export type ContactKind = ContactMessage['kind'];
export const CONTACT_FIELDS = ['name', 'email', 'company', 'teamSize', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_VALUES: ContactValues = { name: '', email: '', company: '', teamSize: '', topic: '', message: '' };

const isField = (key: unknown): key is ContactField => typeof key === 'string' && (CONTACT_FIELDS as readonly string[]).includes(key);

/** Form strings → the API body: empty optional fields are left out rather than sent as "". */
export function toContactBody(kind: ContactKind, values: ContactValues) {
  const optional = (v: string) => (v.trim() === '' ? undefined : v);
  return {
    kind,
    name: values.name,
    email: values.email.trim(),
    company: optional(values.company),
    teamSize: optional(values.teamSize),
    topic: optional(values.topic),
    message: values.message,
  };
}

/** Validates with the same zod schema the server uses; the first message per field wins. */
export function validateContact(
  kind: ContactKind,
  values: ContactValues,
): { ok: true; data: ContactMessage } | { ok: false; errors: FieldErrors } {
  const parsed = ContactMessageSchema.safeParse(toContactBody(kind, values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (isField(key) && !errors[key]) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

/** The server's VALIDATION_FAILED details (`[{ path: 'body.email', message }]`) mapped onto fields. */
export function fieldErrorsFromDetails(details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const item of details as { path?: unknown; message?: unknown }[]) {
    const key = typeof item?.path === 'string' ? item.path.split('.').filter((p) => p !== 'body')[0] : undefined;
    if (isField(key) && !errors[key] && typeof item.message === 'string') errors[key] = item.message;
  }
  return errors;
}

/** The first field, in form order, that has an error: it receives focus. */
export function firstInvalidField(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}

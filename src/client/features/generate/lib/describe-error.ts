import { QuotaSchema } from '../../../../core/api/trips';
import { ApiError, errorMessageForUser } from '../../../lib/api-error';
import { formatReset } from '../../../lib/quota-reset';

export interface ErrorDescription {
  title: string;
  message: string;
  /** Trying the same request again may work (network, rate limit, server hiccup). */
  retry: boolean;
  reference?: string;
}

export { formatReset };

const unknownCitiesOf = (details: unknown): string[] => {
  const list = (details as { unknownCities?: unknown } | null)?.unknownCities;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
};

/** Every way a generation can fail, in words that say what to do next. */
export function describeGenerationError(error: ApiError): ErrorDescription {
  const reference = error.requestId;
  switch (error.code) {
    case 'QUOTA_EXCEEDED': {
      const quota = QuotaSchema.safeParse(error.details);
      const when = quota.success
        ? ` You can generate again ${formatReset(quota.data.resetsAt)}, or upgrade your plan on the pricing page.`
        : '';
      const used = quota.success
        ? `You have used ${quota.data.limit === 1 ? 'your one trip generation' : `all ${quota.data.limit} trip generations`} this month.`
        : errorMessageForUser(error);
      return {
        title: 'Monthly generation limit reached',
        message: `${used}${when} Your saved trips stay available in My Trips.`,
        retry: false,
      };
    }
    case 'TOO_MANY_GENERATIONS':
      return { title: 'Other trips are still being generated', message: errorMessageForUser(error), retry: true };
    case 'RATE_LIMIT_EXCEEDED':
      return { title: 'Too many requests at once', message: 'Please wait a minute, then try again.', retry: true };
    case 'UNAUTHORIZED':
      return { title: 'You are signed out', message: 'Your session has ended. Sign in again to generate trips.', retry: false };
    case 'VALIDATION_FAILED': {
      const unknown = unknownCitiesOf(error.details);
      if (unknown.length)
        return {
          title: 'No curated places there yet',
          message:
            `Wayfarer has no curated places for ${unknown.join(', ')} yet, so it cannot plan days there. ` +
            `Choose a city marked “Curated”.`,
          retry: false,
          reference,
        };
      return { title: 'Some details need another look', message: errorMessageForUser(error), retry: false, reference };
    }
    case 'NETWORK_ERROR':
    case 'STREAM_ENDED':
      return { title: 'The connection was lost', message: 'Nothing was saved. Check your connection and try again.', retry: true };
    default:
      return { title: 'The trip could not be generated', message: errorMessageForUser(error), retry: true, reference };
  }
}

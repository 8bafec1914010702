import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount } from '../../../../core/api/settings';
import { apiRequest } from '../../../lib/api-client';

export const deleteAccount = (input: DeleteAccount) => apiRequest<{ deleted: true }>('DELETE', '/api/settings/account', input);

export function useDeleteAccount(options: { onSuccess: () => void }) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: options.onSuccess });
}

/** A plain link: the browser downloads the JSON with the session cookie (Content-Disposition: attachment). */
export const EXPORT_URL = '/api/settings/export';

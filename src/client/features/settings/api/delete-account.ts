import { useMutation } from '@tanstack/react-query';
import type { DeleteAccount as DeleteAccountInput } from '../../../../core/api/settings';
import { DeleteAccount, ExportAccount } from '../../../../core/api/settings.endpoints';
import { callApi } from '../../../lib/api-client';

export const deleteAccount = (input: DeleteAccountInput) => callApi(DeleteAccount, { body: input });

export function useDeleteAccount(options: { onSuccess: () => void }) {
  return useMutation({ mutationFn: deleteAccount, onSuccess: options.onSuccess });
}

/** A plain link: the browser downloads the JSON with the session cookie (Content-Disposition: attachment). */
export const EXPORT_URL = ExportAccount.path;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch, Settings } from '../../../../core/api/settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

export const updateProfile = (patch: ProfilePatch) => apiRequest<Settings>('PATCH', '/api/settings/profile', patch);

/** The user menu shows the names too, so the current user is refetched as well. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfilePatch } from '../../../../core/api/settings';
import { GetCurrentUser } from '../../../../core/api/auth.endpoints';
import { UpdateProfile } from '../../../../core/api/settings.endpoints';
import { callApi } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

export const updateProfile = (patch: ProfilePatch) => callApi(UpdateProfile, { body: patch });

/** The user menu shows the names too, so the current user is refetched as well. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      void queryClient.invalidateQueries({ queryKey: [GetCurrentUser.path] });
    },
  });
}

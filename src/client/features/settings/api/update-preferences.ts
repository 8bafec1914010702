import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesPatch, Settings } from '../../../../core/api/settings';
import { GetCurrentUser } from '../../../../core/api/auth.endpoints';
import { UpdatePreferences } from '../../../../core/api/settings.endpoints';
import { callApi } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

export const updatePreferences = (patch: PreferencesPatch) => callApi(UpdatePreferences, { body: patch });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData<Settings>(settingsQueryKey, (prev) => (prev ? { ...prev, preferences } : prev));
      void queryClient.invalidateQueries({ queryKey: [GetCurrentUser.path] });
    },
  });
}

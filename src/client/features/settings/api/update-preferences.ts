import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, PreferencesPatch, Settings } from '../../../../core/api/settings';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

export const updatePreferences = (patch: PreferencesPatch) => apiRequest<Preferences>('PATCH', '/api/settings/preferences', patch);

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData<Settings>(settingsQueryKey, (prev) => (prev ? { ...prev, preferences } : prev));
      void queryClient.invalidateQueries({ queryKey: ['/api/auth/user'] });
    },
  });
}

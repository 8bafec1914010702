import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '../../../../core/api/settings';
import { apiRead } from '../../../lib/api-client';

export const settingsQueryKey = ['/api/settings'] as const;

export async function getSettings(): Promise<Settings> {
  return (await apiRead<Settings>('/api/settings', {}, { on401: 'throw' })).data;
}

export const getSettingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings, staleTime: 0 });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

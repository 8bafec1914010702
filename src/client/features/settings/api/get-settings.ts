import { queryOptions, useQuery } from '@tanstack/react-query';
import { GetSettings } from '../../../../core/api/settings.endpoints';
import { callApi } from '../../../lib/api-client';

export const settingsQueryKey = [GetSettings.path] as const;

export const getSettings = () => callApi(GetSettings, {});

export const getSettingsQueryOptions = () => queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings, staleTime: 0 });

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

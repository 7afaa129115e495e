import { useQuery } from '@tanstack/react-query';
import { SitePath, type NavigationResponse } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';

export function fetchNavigation(): Promise<NavigationResponse> {
  return apiPost<NavigationResponse>(SitePath.navigationList, undefined, { silent: true });
}

/** Home banners and the navigation categories (SPEC §2.4 codes). */
export function useNavigationList() {
  return useQuery({ queryKey: ['site', 'navigation'], queryFn: fetchNavigation, staleTime: 5 * 60_000 });
}

import { useQuery } from '@tanstack/react-query';
import { SitePath, type Ad } from '@qilin/contract';
import { apiPost } from '../../../shared/api/client.ts';
import { useSession } from '../../../shared/session/store.ts';

export function fetchDiscountAds(): Promise<Ad[]> {
  return apiPost<Ad[]>(SitePath.myDiscountAd, undefined, { silent: true });
}

/** Promotions strip. "My" discount ads may differ per member, so the token is part of the key. */
export function useDiscountAds() {
  const token = useSession((s) => s.token);
  return useQuery({ queryKey: ['site', 'discountAds', token ?? ''], queryFn: fetchDiscountAds });
}

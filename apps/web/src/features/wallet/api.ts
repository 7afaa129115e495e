import { useQuery } from '@tanstack/react-query';
import {
  Code,
  FundsPath,
  GamePath,
  VenueCategory,
  type AllBalanceResponseSchema,
  type AutoTransferResponseSchema,
  type RecycleResponseSchema,
  type TransferRate,
  type UtcTransferResponseSchema,
  type VenueBalance,
  type VenueInfo,
  type VenueTransferResponse,
} from '@qilin/contract';
import type { z } from 'zod';
import { apiPost, apiPostResult, type ApiResult } from '../../shared/api/client.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useSession } from '../../shared/session/index.ts';
import { refreshBalance } from '../../shared/wallet/balance.ts';
import { sumYuan } from './amount.ts';
import type { ExchangeDirection } from './exchange.ts';

export type AllBalance = z.infer<typeof AllBalanceResponseSchema>;
export type RecycleResult = z.infer<typeof RecycleResponseSchema>;
export type UtcTransferResult = z.infer<typeof UtcTransferResponseSchema>;
type AutoTransfer = z.infer<typeof AutoTransferResponseSchema>;

/** ty of venue/transfer (SPEC §3): 1 into the venue, 2 back to the centre wallet. */
export type TransferTy = 1 | 2;

const allBalanceKey = (userId: string | null) => ['wallet', 'allBalance', userId ?? ''] as const;
const venueInfoKey = ['wallet', 'venueInfo'] as const;

/** venue/allBalance for category 8 (every venue): the list, the 2-decimal total and the auto-transfer flag. */
export function useAllBalance(options: { poll?: boolean } = {}) {
  const userId = useSession((s) => (s.token ? s.userId : null));
  return useQuery({
    queryKey: allBalanceKey(userId),
    queryFn: () => apiPost<AllBalance>(GamePath.allBalance, { category: VenueCategory.ALL }),
    enabled: Boolean(userId),
    staleTime: 10_000,
    // While a transfer waits for the venue's confirmation, follow it until the money has settled.
    refetchInterval: options.poll ? 3_000 : false,
  });
}

/**
 * Public to other features (the venue list of /game/sport): the venue registry
 * (venue/getVenueInfoByCategory): names, wallet mode, maintenance, minimum transfer.
 */
export function useVenueInfo() {
  return useQuery({
    queryKey: venueInfoKey,
    queryFn: () => apiPost<VenueInfo[]>(GamePath.venueInfoByCategory, {}, { cache: true }),
    staleTime: 5 * 60_000,
  });
}

/** Put fresh venue figures into the cached list (and its total) without asking every venue again. */
function patchVenues(patch: Record<string, Partial<VenueBalance>>): void {
  const { userId } = useSession.getState();
  queryClient.setQueryData<AllBalance>(allBalanceKey(userId), (old) => {
    if (!old) return old;
    const list = old.list.map((v) => ({ ...v, ...patch[v.channelCode] }));
    return { ...old, list, total: sumYuan(list.map((v) => v.balance)) };
  });
}

/** Everything a money movement may have changed: the centre balance and the venue list. */
export async function refreshWallets(): Promise<void> {
  const { userId } = useSession.getState();
  await Promise.all([refreshBalance(), queryClient.invalidateQueries({ queryKey: allBalanceKey(userId) })]);
}

/** The venue list again (e.g. once an unconfirmed transfer has settled on the server). */
export function refreshVenueList(): Promise<void> {
  const { userId } = useSession.getState();
  return queryClient.invalidateQueries({ queryKey: allBalanceKey(userId) });
}

/** venue/balance: ask one venue again (SPEC §7.6); a failure shows the server's message. */
export async function refreshVenueBalance(channelCode: string): Promise<VenueBalance> {
  const fresh = await apiPost<VenueBalance>(GamePath.balance, { channelCode });
  patchVenues({ [channelCode]: { balance: fresh.balance, live: fresh.live } });
  return fresh;
}

/**
 * venue/transfer with the action's idempotency key. Business refusals come back as values so the caller
 * can show them in a dialog (SPEC §8.3); transport failures throw (the client has shown them).
 */
export async function postVenueTransfer(
  body: { channelCode: string; amount: string; ty: TransferTy },
  idempotencyKey: string,
): Promise<ApiResult<VenueTransferResponse>> {
  const result = await apiPostResult<VenueTransferResponse>(
    GamePath.transfer,
    { ...body, isActivity: 0 },
    { idempotencyKey },
  );
  if (result.code === Code.Success)
    patchVenues({ [body.channelCode]: { balance: result.data.venueBalance } });
  return result;
}

/** venue/recycle: every venue balance back to the centre wallet in one action. */
export const postRecycle = (idempotencyKey: string): Promise<ApiResult<RecycleResult>> =>
  apiPostResult<RecycleResult>(GamePath.recycle, {}, { idempotencyKey });

/** status/setAutoTransferStatus; the cached list keeps the new flag. */
export async function setAutoTransfer(on: boolean): Promise<boolean> {
  const answer = await apiPost<AutoTransfer>(GamePath.setAutoTransferStatus, { status: on ? 1 : 0 });
  const { userId } = useSession.getState();
  queryClient.setQueryData<AllBalance>(allBalanceKey(userId), (old) =>
    old ? { ...old, autoTransfer: answer.status === 1 } : old,
  );
  return answer.status === 1;
}

/** transfer/getTransferRate: a quote for one direction, valid until expiresAt. */
export const fetchTransferRate = (direction: ExchangeDirection): Promise<TransferRate> =>
  apiPost<TransferRate>(FundsPath.transferRate, { direction });

/** transfer/utcTransfer at a quote; refusals (an expired quote, too little money) come back as values. */
export const postUtcTransfer = (
  body: { direction: ExchangeDirection; amount: string; quoteId: string },
  idempotencyKey: string,
): Promise<ApiResult<UtcTransferResult>> =>
  apiPostResult<UtcTransferResult>(FundsPath.utcTransfer, body, { idempotencyKey });

// @vitest-environment happy-dom
import { act, useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Code } from '@qilin/contract';
import { ApiError } from '../../shared/api/api-error.ts';
import { mountPerTest } from '../../shared/testing/dom-mount.ts';
import { useRecycle, useVenueTransfer } from './use-venue-transfer.ts';

const api = vi.hoisted(() => ({
  postVenueTransfer: vi.fn(),
  postRecycle: vi.fn(),
  refreshWallets: vi.fn(() => Promise.resolve()),
}));
vi.mock('./api.ts', () => api);
vi.mock('../../shared/ui/dialogs.ts', () => ({ showTips: () => undefined }));
vi.mock('../../shared/ui/toast.ts', () => ({
  toast: { success: () => 0, error: () => 0, warning: () => 0, info: () => 0 },
}));
vi.mock('../../shared/wallet/balance.ts', () => ({ patchBalance: () => Promise.resolve() }));

const dom = mountPerTest();
type Hooks = { transfer: ReturnType<typeof useVenueTransfer>; recycle: ReturnType<typeof useRecycle> };
const probed: { hooks: Hooks | null } = { hooks: null };
function Probe() {
  const transfer = useVenueTransfer();
  const recycle = useRecycle();
  useEffect(() => {
    probed.hooks = { transfer, recycle };
  });
  return null;
}
const hooks = () => probed.hooks!;
const body = { channelCode: 'crty', amount: '100', ty: 1 as const };

beforeEach(() => {
  vi.clearAllMocks();
  act(() => dom.root.render(<Probe />));
});

describe('a refused or failed venue transfer reads the balances again (page and header)', () => {
  it('余额不足 from a centre balance another tab already spent', async () => {
    api.postVenueTransfer.mockResolvedValue({ code: Code.InvalidParameter, data: null, message: '余额不足' });
    await act(async () => void (await hooks().transfer.transfer(body)));
    expect(api.refreshWallets).toHaveBeenCalledTimes(1);
  });

  it('a failure with no answer', async () => {
    api.postVenueTransfer.mockRejectedValue(new ApiError(Code.BadGateway, '网络连接失败', null, 'network'));
    await act(async () => void (await hooks().transfer.transfer(body)));
    expect(api.refreshWallets).toHaveBeenCalledTimes(1);
  });

  it('a refused one-click recall', async () => {
    api.postRecycle.mockResolvedValue({ code: Code.FrequentSubmission, data: null, message: '操作过于频繁' });
    await act(() => hooks().recycle.recycle((c) => c));
    expect(api.refreshWallets).toHaveBeenCalledTimes(1);
  });
});

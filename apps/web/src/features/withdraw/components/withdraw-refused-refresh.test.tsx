// @vitest-environment happy-dom
import { act } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Code, type WithdrawInfo } from '@qilin/contract';
import { ApiError } from '../../../shared/api/api-error.ts';
import { mountPerTest } from '../../../shared/testing/dom-mount.ts';
import { WithdrawPanel } from './WithdrawForm.tsx';

const info: WithdrawInfo = {
  centerWalletBalance: '1000.00',
  lockMoney: '0.00',
  withdrawPasswordSet: true,
  bindPhone: true,
  bindRealName: true,
  todayCount: 0,
  todayAmount: '0.00',
  cfg: {
    type: 'bank',
    minAmount: '100.00',
    maxAmount: '50000.00',
    dailyCount: 5,
    dailyMaxAmount: '200000.00',
    feeRateBp: 0,
    feeMin: '0.00',
  },
  accounts: [
    {
      id: 'a1',
      type: 'bank',
      name: '招商银行',
      bankCode: 'CMB',
      account: '**** **** **** 0123',
      holder: '张三',
      network: '',
      isDefault: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
};
const api = vi.hoisted(() => ({
  withdrawNew: vi.fn(),
  invalidateWithdraw: vi.fn(() => Promise.resolve()),
  primeWithdrawOrder: vi.fn(),
}));
vi.mock('../api.ts', () => ({ ...api, useWithdrawInfo: () => ({ isPending: false, data: info }) }));
const refreshBalance = vi.hoisted(() => vi.fn(() => Promise.resolve(undefined)));
vi.mock('../../../shared/wallet/balance.ts', () => ({ refreshBalance }));

const dom = mountPerTest();
const type = (input: HTMLInputElement, value: string) => {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
};

beforeEach(() => vi.clearAllMocks());

describe('a refused withdrawal reads the balances again (another tab may have spent them)', () => {
  it('余额不足: the header and page balances are read again', async () => {
    api.withdrawNew.mockRejectedValue(new ApiError(Code.InvalidParameter, '余额不足'));
    act(() =>
      dom.root.render(
        <MemoryRouter>
          <WithdrawPanel tab="bank" onDone={() => undefined} />
        </MemoryRouter>,
      ),
    );
    type(dom.host.querySelector<HTMLInputElement>('#withdraw-amount-bank')!, '500');
    type(dom.host.querySelector<HTMLInputElement>('#withdraw-password-bank')!, '123456');
    const submit = [...dom.host.querySelectorAll('button')].find((b) =>
      b.className.includes('ant-btn-block'),
    )!;
    await act(async () => {
      submit.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(api.withdrawNew).toHaveBeenCalledTimes(1);
    expect(refreshBalance).toHaveBeenCalled();
    expect(api.invalidateWithdraw).toHaveBeenCalled();
  });
});

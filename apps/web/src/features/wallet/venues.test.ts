import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '@qilin/contract';
import { joinVenues } from './venues.ts';

const info = (code: string, more: Partial<VenueInfo> = {}): VenueInfo => ({
  channelCode: code,
  venueName: code.toUpperCase(),
  category: 6,
  walletMode: 'transfer',
  status: 'open',
  logo: '',
  minTransfer: '1.00',
  ...more,
});

describe('venue wallets shown on the wallet pages', () => {
  it('lists transfer-mode venues with their balances, and leaves seamless venues out', () => {
    const list = joinVenues(
      [{ channelCode: 'demo', venueName: '演示场馆', balance: '12.50', live: true }],
      [info('demo'), info('crty', { walletMode: 'seamless' }), info('ag', { status: 'maintenance' })],
      {},
    );
    expect(list.map((v) => [v.channelCode, v.venueName, v.balance, v.maintenance])).toEqual([
      ['demo', '演示场馆', '12.50', false],
      ['ag', 'AG', '0.00', true],
    ]);
  });

  it('keeps a wallet with money even when the registry does not know it', () => {
    const list = joinVenues([{ channelCode: 'old', venueName: 'Old', balance: '3.00', live: false }], [], {});
    expect(list).toEqual([
      {
        channelCode: 'old',
        venueName: 'Old',
        balance: '3.00',
        live: false,
        maintenance: false,
        minTransfer: '0.00',
        pending: false,
      },
    ]);
  });

  it('marks venues whose transfer waits for confirmation', () => {
    const list = joinVenues([], [info('demo'), info('ag')], { demo: 1 });
    expect(list.map((v) => v.pending)).toEqual([true, false]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Member } from '../../platform/http/route.ts';
import type { MemberDirectory } from '../identity/member-directory.ts';
import type { VenueNames } from '../venues/venue-names.ts';
import type { createRecordsRepo, DealRow } from './records-repo.ts';
import type { RemarkSource } from './remark-sources.ts';
import { createRecordsService, publicReference } from './records-service.ts';

describe('the reference a trade record shows', () => {
  it('is the order number of money orders and the ticket id of bets', () => {
    expect(publicReference('vin:V0A1B2C3:hold')).toBe('V0A1B2C3');
    expect(publicReference('vout:V9:done')).toBe('V9');
    expect(publicReference('dep:D123456')).toBe('D123456');
    expect(publicReference('wd:W77:hold')).toBe('W77');
    expect(publicReference('bet:42:t1abc')).toBe('t1abc');
    expect(publicReference('bet:settle:42:t1abc:G1@2')).toBe('t1abc');
    expect(publicReference('bet:cashout:42:t1abc')).toBe('t1abc');
    expect(publicReference('bet:refund:42:t1abc')).toBe('t1abc');
  });

  it('shows nothing that names staff, keys or the member', () => {
    expect(publicReference('adj:3:0f8c014ffff742169c')).toBe('');
    expect(publicReference('fx:42:abc')).toBe('');
    expect(publicReference('vsync:42:demo:1700000000000:ab12')).toBe('');
  });
});

const row = (kind: string, reference: string, memo: string): DealRow => ({
  id: reference,
  kind,
  wallet: 'center',
  amount: 100,
  balanceAfter: 100,
  reference,
  memo,
  createdAt: new Date('2026-11-27T00:00:00Z'),
});

const serviceOver = (rows: DealRow[]) => {
  const repo = {
    page: async () => ({ rows, total: rows.length, totalIn: 0, totalOut: 0 }),
  } as unknown as ReturnType<typeof createRecordsRepo>;
  const directory = { self: async () => ({}) } as unknown as MemberDirectory;
  // The registry as the venues module reads it: the code before the first space, its display name.
  const names: Record<string, string> = { demo: 'Qilin 电子' };
  const venues: VenueNames = { nameInMemo: async (memo) => names[memo.split(' ')[0] ?? ''] };
  // The sources' words for member 7's references only, as the sportsbook's and withdrawals' keys scope them.
  const words: Record<string, string> = {
    T5: '盘口暂停，注单未被接受',
    T6: '注单取消：D1 赛事取消',
    W9: '驳回原因：银行卡信息有误',
  };
  const asked: string[][] = [];
  const sourceOf = (kinds: RemarkSource['kinds']): RemarkSource => ({
    kinds,
    of: async (memberId, refs) => {
      asked.push(refs);
      return new Map(memberId === 7 ? refs.flatMap((r) => (words[r] ? [[r, words[r]] as const] : [])) : []);
    },
  });
  const sources = [sourceOf(['bet_refund']), sourceOf(['withdraw_release'])];
  return Object.assign(createRecordsService(repo, directory, venues, sources), { asked });
};

describe('trade records as the player reads them', () => {
  it('says why a bet was refunded or a withdrawal came back, asking each source once for its rows', async () => {
    const service = serviceOver([
      row('bet_refund', 'bet:refund:7:T5', 'sportsbook ticket T5 rejected'),
      row('bet_refund', 'bet:settle:7:T6:100@1', 'sportsbook ticket T6'),
      row('bet_refund', 'bet:refund:7:T9', 'sportsbook ticket T9 rejected'),
      row('withdraw_release', 'wd:W9:release', '取款驳回退回 W9'),
      row('withdraw_hold', 'wd:W9:hold', '取款 W9'),
    ]);
    const page = await service.query({ memberId: 7 } as Member, { type: 0, pageNum: 1, pageSize: 10 });
    expect(page.list.map((r) => [r.reference, r.remark])).toEqual([
      ['T5', '盘口暂停，注单未被接受'],
      ['T6', '注单取消：D1 赛事取消'],
      ['T9', ''],
      ['W9', '驳回原因：银行卡信息有误'],
      ['W9', ''],
    ]);
    expect(service.asked).toEqual([['T5', 'T6', 'T9'], ['W9']]);
  });

  it('shows only the memos written for the player, and labels a cash-out as one', async () => {
    const service = serviceOver([
      row('bet_stake', 'bet:7:T1', 'sportsbook ticket T1'),
      row('bet_settle', 'bet:cashout:7:T1', 'sportsbook ticket T1 cashed out'),
      row('bet_settle', 'bet:settle:7:T2:100@1', 'sportsbook ticket T2'),
      row('withdraw_hold', 'wd:W1:hold', '取款 W1'),
      row('deposit', 'dep:D1', '支付宝存款 100.00 元'),
      row('credit', 'adj:1', '活动补偿'),
    ]);
    const page = await service.query({ memberId: 7 } as Member, { type: 0, pageNum: 1, pageSize: 10 });
    expect(page.list.map((r) => [r.kind, r.reference, r.remark])).toEqual([
      ['bet_stake', 'T1', ''],
      ['bet_cashout', 'T1', ''],
      ['bet_settle', 'T2', ''],
      ['withdraw_hold', 'W1', ''],
      ['deposit', 'D1', '支付宝存款 100.00 元'],
      ['credit', '', '活动补偿'],
    ]);
  });

  it('names the venue of a transfer, from the registry rather than the memo, and nothing for an unknown one', async () => {
    const service = serviceOver([
      row('venue_hold', 'vin:V1:hold', 'demo V1'),
      row('venue_release', 'vin:V2:release', 'demo V2'),
      row('venue_out', 'vout:V3:done', 'demo V3'),
      row('venue_hold', 'vin:V4:hold', 'gone V4'),
    ]);
    const page = await service.query({ memberId: 7 } as Member, { type: 3, pageNum: 1, pageSize: 10 });
    expect(page.list.map((r) => [r.kind, r.reference, r.remark])).toEqual([
      ['venue_hold', 'V1', 'Qilin 电子'],
      ['venue_release', 'V2', 'Qilin 电子'],
      ['venue_out', 'V3', 'Qilin 电子'],
      ['venue_hold', 'V4', ''],
    ]);
  });
});

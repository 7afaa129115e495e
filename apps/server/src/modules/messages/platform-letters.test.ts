import { describe, expect, it } from 'vitest';
import { betsRestoredLetter, betsSettledLetter } from './platform-letters.ts';

const line = (n: number, result: string, payoutFen: number) => ({
  key: `7:t${n}`,
  ticketId: `t${n}`,
  result,
  payoutFen,
});

describe('the settlement letter', () => {
  it('names one ticket with its result and payout', () => {
    const letter = betsSettledLetter('s1', 7, { gameId: 'G1', revision: 1, tickets: [line(1, 'W', 21_000)] });
    expect(letter.title).toBe('注单已结算');
    expect(letter.body).toBe('您的注单 t1 已结算，结果：赢，派彩 ¥210。详情请查看「注单记录」。');
    expect(letter.translations?.['zh-TW']?.body).toBe(
      '您的注單 t1 已結算，結果：贏，派彩 ¥210。詳情請查看「注單紀錄」。',
    );
  });

  it('sums a member’s tickets on one result into one letter', () => {
    const tickets = [line(5, 'L', 0), line(2, 'W', 19_000), line(4, 'LW', 14_500), line(1, 'W', 19_000)];
    const letter = betsSettledLetter('s1', 7, { gameId: 'G1', revision: 1, tickets });
    expect(letter.body).toBe(
      '您的 4 张注单（t1、t2、t4 等）已结算，赢 2 张、赢半 1 张、输 1 张，派彩合计 ¥525。详情请查看「注单记录」。',
    );
    expect(letter.translations?.['zh-TW']?.body).toContain('您的 4 張注單（t1、t2、t4 等）已結算');
    // Keyed by the result and the tickets it names, in any order: a rerun naming the same ones is a no-op,
    // one naming more writes its own.
    const again = betsSettledLetter('s1', 7, { gameId: 'G1', revision: 1, tickets: [...tickets].reverse() });
    expect(again.dedupeKey).toBe(letter.dedupeKey);
    expect(letter.dedupeKey).toMatch(/^bet:[\w-]{16}:G1@1$/);
    const more = betsSettledLetter('s1', 7, {
      gameId: 'G1',
      revision: 1,
      tickets: [...tickets, line(6, 'L', 0)],
    });
    expect(more.dedupeKey).not.toBe(letter.dedupeKey);
    const fewer = betsSettledLetter('s1', 7, { gameId: 'G1', revision: 1, tickets: tickets.slice(1) });
    expect(fewer.dedupeKey).not.toBe(letter.dedupeKey);
    const corrected = betsSettledLetter('s1', 7, { gameId: 'G1', revision: 2, tickets });
    expect(corrected.dedupeKey).not.toBe(letter.dedupeKey);
  });

  it('says a correction resettled the tickets', () => {
    const letter = betsSettledLetter('s1', 7, {
      gameId: 'G1',
      revision: 2,
      tickets: [line(1, 'L', 0), line(2, 'L', 0)],
    });
    expect(letter.title).toBe('注单结算已更正');
    expect(letter.body).toContain('（t1、t2）已重新结算，输 2 张，派彩合计 ¥0');
    expect(letter.dedupeKey).toMatch(/^bet:[\w-]{16}:G1@2$/);
  });
});

describe('the restore letter', () => {
  it('says the tickets are open again and what was taken back', () => {
    const one = betsRestoredLetter('s1', 7, { gameId: 'G1', revision: 2, tickets: [line(1, 'A', 10_000)] });
    expect(one.title).toBe('注单已恢复');
    expect(one.body).toBe(
      '您的注单 t1 所在赛事已恢复，注单重新开放，已扣回此前的退款或派彩 ¥100，赛事结束后按赛果结算。详情请查看「注单记录」。',
    );
    expect(one.translations?.['zh-TW']?.title).toBe('注單已恢復');
    const many = betsRestoredLetter('s1', 7, {
      gameId: 'G1',
      revision: 2,
      tickets: [line(4, 'A', 100), line(2, 'A', 0), line(3, 'A', 50), line(1, 'A', 0)],
    });
    expect(many.body).toContain('您的 4 张注单（t1、t2、t3 等）所在赛事已恢复');
    expect(many.body).toContain('¥1.50');
    expect(many.dedupeKey).toMatch(/^bet:[\w-]{16}:G1@2$/);
  });
});

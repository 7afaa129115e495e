/**
 * The USDT reference rate in CNY, in 1/10000 yuan (72100 = 7.2100 CNY per USDT), and the spread the
 * exchange desk keeps on each side. One place: deposits, withdrawals and the sub-wallet all quote from it.
 * A live rate feed would replace this constant behind the same function.
 */
export const USDT_MID_RATE = 72_100;
const SPREAD_BP = 50;

/** CNY per USDT (x10000) for a direction: 1 buys USDT (player pays more), 2 sells it (player gets less). */
export const usdtRate = (direction: 1 | 2): number =>
  direction === 1
    ? Math.ceil((USDT_MID_RATE * (10_000 + SPREAD_BP)) / 10_000)
    : Math.floor((USDT_MID_RATE * (10_000 - SPREAD_BP)) / 10_000);

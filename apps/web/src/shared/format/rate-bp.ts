/**
 * A fee rate in basis points (the contract's `feeRateBp`, 1 bp = 0.01 %) as the deposit and withdrawal
 * pages write it, without trailing zeros: 50 -> '0.5%', 125 -> '1.25%', 100 -> '1%', 0 -> '0%'.
 */
export const formatRateBp = (bp: number): string => {
  const whole = Math.trunc(bp / 100);
  const frac = Math.abs(bp % 100)
    .toString()
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}%` : `${whole}%`;
};

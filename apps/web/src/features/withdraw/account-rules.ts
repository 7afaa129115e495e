import { validateEmail } from '@qilin/contract';

export type CoinNetwork = 'TRC20' | 'ERC20';

/** Tron base58check address: 'T' and 33 base58 characters (no 0, O, I, l). */
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** Ethereum address: '0x' and 40 hex digits (the case is only a checksum). */
const ERC20 = /^0x[0-9a-fA-F]{40}$/;
/** Alipay logs in with a mainland mobile number or an e-mail address. */
const ALIPAY_PHONE = /^1\d{10}$/;

export type AddressProblem = '' | 'addressRequired' | 'addressTrc20' | 'addressErc20' | 'addressNetwork';

/**
 * The same format checks the server applies, so the player hears about a typo before submitting. An
 * address of the other network gets its own message: that mistake loses coins.
 */
export const coinAddressProblem = (network: CoinNetwork, raw: string): AddressProblem => {
  const address = raw.trim();
  if (!address) return 'addressRequired';
  if (network === 'TRC20') {
    if (TRC20.test(address)) return '';
    return ERC20.test(address) ? 'addressNetwork' : 'addressTrc20';
  }
  if (ERC20.test(address)) return '';
  return TRC20.test(address) ? 'addressNetwork' : 'addressErc20';
};

export type AlipayProblem = '' | 'alipayRequired' | 'alipayFormat';

export const alipayAccountProblem = (raw: string): AlipayProblem => {
  const account = raw.trim();
  if (!account) return 'alipayRequired';
  if (ALIPAY_PHONE.test(account)) return '';
  return account.includes('@') && !validateEmail(account) ? '' : 'alipayFormat';
};

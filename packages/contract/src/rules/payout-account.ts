import { isEthereumAddress, isTronAddress } from './address-checksum.ts';
import { validateEmail } from './contact.ts';

/** The USDT networks a payout address may be on (bankCard/addVirtualAddress `network`). */
export type CoinNetwork = 'TRC20' | 'ERC20';

/** Tron address shape: 'T' and 33 base58 characters (no 0, O, I, l); its base58check is checked after. */
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
/** Alipay logs in with a mainland mobile number or an e-mail address. */
const ALIPAY_PHONE = /^1\d{10}$/;

/**
 * Whether a (trimmed) address is an address on that network: a TRC20 one passes its base58check, an ERC20
 * one in mixed case its EIP-55 checksum (address-checksum.ts), so a mistyped character is refused rather
 * than paid out to an address nobody holds.
 */
export const isCoinAddress = (network: CoinNetwork, address: string): boolean =>
  network === 'TRC20' ? TRC20.test(address) && isTronAddress(address) : isEthereumAddress(address);

export type AddressProblem = '' | 'addressRequired' | 'addressTrc20' | 'addressErc20' | 'addressNetwork';

/**
 * The form's reading of an address: an address of the other network gets its own problem, since that
 * mistake loses coins. The server refuses the same addresses (`isCoinAddress`).
 */
export const coinAddressProblem = (network: CoinNetwork, raw: string): AddressProblem => {
  const address = raw.trim();
  if (!address) return 'addressRequired';
  if (isCoinAddress(network, address)) return '';
  const other: CoinNetwork = network === 'TRC20' ? 'ERC20' : 'TRC20';
  if (isCoinAddress(other, address)) return 'addressNetwork';
  return network === 'TRC20' ? 'addressTrc20' : 'addressErc20';
};

/** What an Alipay login is: a mainland mobile number, an e-mail address, or neither (null). */
export const alipayAccountKind = (raw: string): 'phone' | 'email' | null => {
  const account = raw.trim();
  if (ALIPAY_PHONE.test(account)) return 'phone';
  return account && !validateEmail(account) ? 'email' : null;
};

export type AlipayProblem = '' | 'alipayRequired' | 'alipayFormat';

export const alipayAccountProblem = (raw: string): AlipayProblem => {
  if (!raw.trim()) return 'alipayRequired';
  return alipayAccountKind(raw) ? '' : 'alipayFormat';
};

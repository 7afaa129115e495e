import { describe, expect, it } from 'vitest';
import {
  alipayAccountKind,
  alipayAccountProblem,
  coinAddressProblem,
  isCoinAddress,
} from './payout-account.ts';

const TRC = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** EIP-55's own examples. */
const ERC = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const ERC_OTHERS = [
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0xde709f2102306220921060314715629080e2fb77',
];

describe('USDT addresses (the form and bankCard/addVirtualAddress)', () => {
  it('accepts each network its own shape', () => {
    expect(isCoinAddress('TRC20', TRC)).toBe(true);
    expect(isCoinAddress('ERC20', ERC)).toBe(true);
    expect(coinAddressProblem('TRC20', ` ${TRC} `)).toBe('');
  });

  it('says when the address belongs to the other network', () => {
    expect(isCoinAddress('TRC20', ERC)).toBe(false);
    expect(coinAddressProblem('TRC20', ERC)).toBe('addressNetwork');
    expect(coinAddressProblem('ERC20', TRC)).toBe('addressNetwork');
  });

  it('refuses typos: base58 has no 0, hex no g, lengths are fixed', () => {
    expect(coinAddressProblem('TRC20', '')).toBe('addressRequired');
    expect(coinAddressProblem('TRC20', `${TRC}x`)).toBe('addressTrc20');
    expect(coinAddressProblem('TRC20', TRC.replace('q', '0'))).toBe('addressTrc20');
    expect(coinAddressProblem('ERC20', ERC.slice(0, -1))).toBe('addressErc20');
    expect(isCoinAddress('ERC20', `0x${'g'.repeat(40)}`)).toBe(false);
  });

  it('checks a TRC20 address by its base58check', () => {
    expect(isCoinAddress('TRC20', 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    // The right shape, a wrong character: the checksum no longer matches.
    expect(isCoinAddress('TRC20', TRC.replace('Hq', 'Hr'))).toBe(false);
    expect(isCoinAddress('TRC20', 'TXqH7bWcRzXmQ1P3sD9vYfKuLn4aEoJ2Gt')).toBe(false);
    // Base58 of too few bytes, or of another version byte, is no Tron address.
    expect(isCoinAddress('TRC20', `T${'1'.repeat(33)}`)).toBe(false);
    expect(coinAddressProblem('TRC20', TRC.replace('Hq', 'Hr'))).toBe('addressTrc20');
  });

  it('checks a mixed-case ERC20 address by its EIP-55 checksum; one case carries none', () => {
    for (const address of ERC_OTHERS) expect(isCoinAddress('ERC20', address)).toBe(true);
    expect(isCoinAddress('ERC20', ERC.toLowerCase())).toBe(true);
    expect(isCoinAddress('ERC20', `0x${ERC.slice(2).toUpperCase()}`)).toBe(true);
    // One letter's case flipped.
    expect(isCoinAddress('ERC20', `${ERC.slice(0, -1)}D`)).toBe(false);
    expect(isCoinAddress('ERC20', '0x7a3bC9e1F04d5A6b8C2e9D1f3A5b7C9d0E2f4A6b')).toBe(false);
    expect(coinAddressProblem('ERC20', `${ERC.slice(0, -1)}D`)).toBe('addressErc20');
  });
});

describe('Alipay accounts', () => {
  it('are a mainland mobile number or an e-mail address', () => {
    expect(alipayAccountKind('13800138000')).toBe('phone');
    expect(alipayAccountKind(' Pay@Example.com ')).toBe('email');
    expect(alipayAccountProblem('13800138000')).toBe('');
    expect(alipayAccountProblem('pay@example.com')).toBe('');
  });

  it('refuses anything else', () => {
    expect(alipayAccountProblem('')).toBe('alipayRequired');
    expect(alipayAccountProblem('  ')).toBe('alipayRequired');
    expect(alipayAccountKind('2380013800')).toBeNull();
    expect(alipayAccountProblem('12345')).toBe('alipayFormat');
    expect(alipayAccountProblem('pay@@x')).toBe('alipayFormat');
    expect(alipayAccountProblem('not-an-email@')).toBe('alipayFormat');
  });
});

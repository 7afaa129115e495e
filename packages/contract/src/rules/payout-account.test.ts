import { describe, expect, it } from 'vitest';
import {
  alipayAccountKind,
  alipayAccountProblem,
  coinAddressProblem,
  isCoinAddress,
} from './payout-account.ts';

const TRC = 'TXqH7bWcRzXmQ1P3sD9vYfKuLn4aEoJ2Gt';
const ERC = '0x7a3bC9e1F04d5A6b8C2e9D1f3A5b7C9d0E2f4A6b';

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

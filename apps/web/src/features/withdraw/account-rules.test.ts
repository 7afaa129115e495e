import { describe, expect, it } from 'vitest';
import { alipayAccountProblem, coinAddressProblem } from './account-rules.ts';

const TRC = 'TXqH7bWcRzXmQ1P3sD9vYfKuLn4aEoJ2Gt';
const ERC = '0x7a3bC9e1F04d5A6b8C2e9D1f3A5b7C9d0E2f4A6b';

describe('coin address format', () => {
  it('accepts each network its own address', () => {
    expect(coinAddressProblem('TRC20', TRC)).toBe('');
    expect(coinAddressProblem('ERC20', ERC)).toBe('');
    expect(coinAddressProblem('TRC20', ` ${TRC} `)).toBe('');
  });

  it('says so when the address belongs to the other network', () => {
    expect(coinAddressProblem('TRC20', ERC)).toBe('addressNetwork');
    expect(coinAddressProblem('ERC20', TRC)).toBe('addressNetwork');
  });

  it('refuses empty and malformed addresses', () => {
    expect(coinAddressProblem('TRC20', '')).toBe('addressRequired');
    expect(coinAddressProblem('TRC20', `${TRC}x`)).toBe('addressTrc20');
    expect(coinAddressProblem('TRC20', TRC.replace('q', '0'))).toBe('addressTrc20');
    expect(coinAddressProblem('ERC20', ERC.slice(0, -1))).toBe('addressErc20');
  });
});

describe('Alipay account', () => {
  it('is a mobile number or an e-mail address', () => {
    expect(alipayAccountProblem('13800138000')).toBe('');
    expect(alipayAccountProblem('pay@example.com')).toBe('');
    expect(alipayAccountProblem('')).toBe('alipayRequired');
    expect(alipayAccountProblem('2380013800')).toBe('alipayFormat');
    expect(alipayAccountProblem('pay@@x')).toBe('alipayFormat');
  });
});

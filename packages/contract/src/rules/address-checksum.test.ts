import { describe, expect, it } from 'vitest';
import { hexToBytes } from '@noble/hashes/utils.js';
import { ethereumAddressOf, isEthereumAddress, isTronAddress, tronAddressOf } from './address-checksum.ts';
import { isCoinAddress } from './payout-account.ts';

describe('USDT address checksums', () => {
  it('accepts a Tron address and refuses it with one character changed or another version byte', () => {
    // USDT's own TRC20 contract address.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQaGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj')).toBe(false);
    // A Bitcoin address is base58check too, with another version byte.
    expect(isTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isTronAddress('T0OIl')).toBe(false);
  });

  it('takes EIP-55 mixed case as a checksum, and one case as none', () => {
    // EIP-55's own examples.
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isEthereumAddress('0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBe(true);
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
    // One letter's case flipped.
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthereumAddress('0xAbC1111111111111111111111111111111111111')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
  });

  it('writes addresses from account ids as the checks read them', () => {
    // USDT's TRC20 contract (hex 41a614f8…) and EIP-55's first example.
    expect(tronAddressOf(hexToBytes('a614f803b6fd780986a42c78ec9c7f77e6ded13c'))).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    expect(ethereumAddressOf(hexToBytes('5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'))).toBe(
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    );
    for (let i = 0; i < 200; i += 1) {
      const id = crypto.getRandomValues(new Uint8Array(20));
      expect(isCoinAddress('TRC20', tronAddressOf(id))).toBe(true);
      expect(isCoinAddress('ERC20', ethereumAddressOf(id))).toBe(true);
    }
    expect(() => tronAddressOf(new Uint8Array(19))).toThrow(RangeError);
    expect(() => ethereumAddressOf(new Uint8Array(21))).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { isEthereumAddress, isTronAddress } from './address-checksum.ts';

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
});

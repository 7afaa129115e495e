import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check } from '@scure/base';

/*
 * The checksums USDT addresses carry, so a mistyped address is refused before any coins are sent to it:
 * TRC20 (Tron) addresses are base58check, ERC20 (Ethereum) addresses may carry an EIP-55 mixed-case
 * checksum. The browser has no synchronous SHA-256 or Keccak-256, so the hashes come from @noble/hashes
 * (audited, dependency-free, the same code on both sides); the form and the server apply one rule.
 */

const base58check = createBase58check(sha256);

/**
 * A Tron address: base58check of the version byte 0x41 and 20 bytes (25 bytes whose last 4 are the first 4
 * of the double SHA-256 of the other 21).
 */
export const isTronAddress = (address: string): boolean => {
  try {
    const payload = base58check.decode(address);
    return payload.length === 21 && payload[0] === 0x41;
  } catch {
    return false;
  }
};

/**
 * An Ethereum address: '0x' and 40 hex digits. In one case it carries no checksum; in mixed case it is
 * EIP-55's, where a letter is upper case exactly when the matching nibble of the Keccak-256 of the
 * lower-case hex is 8 or more, and a single letter in the wrong case fails it.
 */
export const isEthereumAddress = (address: string): boolean => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i += 1) {
    const ch = hex.charAt(i);
    if (/[0-9]/.test(ch)) continue;
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    if ((nibble >= 8 ? ch.toUpperCase() : ch.toLowerCase()) !== ch) return false;
  }
  return true;
};

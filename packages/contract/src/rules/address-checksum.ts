import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';

/*
 * The checksums USDT addresses carry, so a mistyped address is refused before any coins are sent to it:
 * TRC20 (Tron) addresses are base58check, ERC20 (Ethereum) addresses may carry an EIP-55 mixed-case
 * checksum. The browser has no synchronous SHA-256 or Keccak-256, so the hashes come from @noble/hashes
 * (audited, dependency-free, the same code on both sides); the form and the server apply one rule.
 */

const base58check = createBase58check(sha256);

/** An account id on either chain: the last 20 bytes of a public key's hash. */
const ACCOUNT_ID_BYTES = 20;
const TRON_VERSION = 0x41;

const checkAccountId = (id: Uint8Array) => {
  if (id.length !== ACCOUNT_ID_BYTES) throw new RangeError(`an account id is ${ACCOUNT_ID_BYTES} bytes`);
};

/**
 * EIP-55: 40 lower-case hex digits with each letter upper-cased exactly when the matching nibble of the
 * Keccak-256 of the lower-case hex is 8 or more.
 */
const eip55 = (lowerHex: string): string => {
  const hash = keccak_256(new TextEncoder().encode(lowerHex));
  let out = '';
  for (let i = 0; i < lowerHex.length; i += 1) {
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    out += nibble >= 8 ? lowerHex.charAt(i).toUpperCase() : lowerHex.charAt(i);
  }
  return out;
};

/**
 * A Tron address: base58check of the version byte 0x41 and 20 bytes (25 bytes whose last 4 are the first 4
 * of the double SHA-256 of the other 21).
 */
export const isTronAddress = (address: string): boolean => {
  try {
    const payload = base58check.decode(address);
    return payload.length === 1 + ACCOUNT_ID_BYTES && payload[0] === TRON_VERSION;
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
  return eip55(hex.toLowerCase()) === hex;
};

/**
 * The Tron address of a 20-byte account id: base58check of the version byte 0x41 and the id, the form
 * `isTronAddress` accepts. The server writes the addresses it hands out with it, so a player who copies
 * one into a payout form is never refused by the checksum the form applies.
 */
export const tronAddressOf = (id: Uint8Array): string => {
  checkAccountId(id);
  const payload = new Uint8Array(1 + ACCOUNT_ID_BYTES);
  payload[0] = TRON_VERSION;
  payload.set(id, 1);
  return base58check.encode(payload);
};

/** The Ethereum address of a 20-byte account id, in EIP-55 mixed case (what `isEthereumAddress` checks). */
export const ethereumAddressOf = (id: Uint8Array): string => {
  checkAccountId(id);
  return `0x${eip55(bytesToHex(id))}`;
};

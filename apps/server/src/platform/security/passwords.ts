import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes. */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (secret: string): Promise<string> => hash(secret, options);

export const verifyPassword = async (stored: string, secret: string): Promise<boolean> => {
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
};

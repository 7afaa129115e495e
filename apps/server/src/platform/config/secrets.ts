import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * Signing and encryption keys. Generated on first start into DATA_DIR/secrets.json (mode 0600) unless
 * the environment provides them; several instances on PostgreSQL must share them through the env.
 */
export interface Secrets {
  tokenSecret: string;
  jwtSecret: string;
  captchaSecret: string;
  dataKey: string;
  /** RSA key pair for sendCode/two's encrypted fields (PEM). */
  sendCodePrivateKey: string;
  sendCodePublicKey: string;
}

const generate = (): Secrets => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    tokenSecret: randomBytes(32).toString('hex'),
    jwtSecret: randomBytes(32).toString('hex'),
    captchaSecret: randomBytes(32).toString('hex'),
    dataKey: randomBytes(32).toString('hex'),
    sendCodePrivateKey: privateKey,
    sendCodePublicKey: publicKey,
  };
};

export const loadSecrets = (config: Config): Secrets => {
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Secrets;
  if (existsSync(file)) {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  } else {
    stored = generate();
    writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  const o = config.secretOverrides;
  return {
    ...stored,
    tokenSecret: o.tokenSecret ?? stored.tokenSecret,
    jwtSecret: o.jwtSecret ?? stored.jwtSecret,
    captchaSecret: o.captchaSecret ?? stored.captchaSecret,
    dataKey: o.dataKey ?? stored.dataKey,
  };
};

import { Code, SendCodeType, SitePath, UserPath, type PreInfo } from '@qilin/contract';
import { apiPost, apiPostResult, isApiError } from '../../shared/api/client.ts';
import {
  buildSendCodeOne,
  buildSendCodeTwo,
  canEncryptV2,
  importSendCodeKey,
  type SendCodeInput,
} from './send-code-request.ts';

export type { SendCodeInput } from './send-code-request.ts';

export interface SendCodeResult {
  ok: boolean;
  code: number;
  message: string;
  /** Seconds until another code may be asked for (on success, and on 6066 when the server says). */
  resendAfter: number;
}

let keyPromise: { source: string; key: Promise<CryptoKey> } | null = null;

/** preInfo's sendCodeKey as a CryptoKey, imported once per key; null when there is none or it is unusable. */
const sendCodeKey = async (): Promise<CryptoKey | null> => {
  try {
    const pre = await apiPost<PreInfo>(SitePath.preInfo, {}, { cache: true, silent: true });
    if (!pre.sendCodeKey) return null;
    if (keyPromise?.source !== pre.sendCodeKey)
      keyPromise = { source: pre.sendCodeKey, key: importSendCodeKey(pre.sendCodeKey) };
    return await keyPromise.key;
  } catch {
    keyPromise = null;
    return null;
  }
};

const resendAfterOf = (data: unknown): number =>
  data && typeof data === 'object' && 'resendAfter' in data && typeof data.resendAfter === 'number'
    ? data.resendAfter
    : 0;

/**
 * Public to other features: asks the server to send a verification code.
 * - sendCode/two (preferred): every V2 field RSA-OAEP(SHA-256) encrypted with preInfo's key via WebCrypto.
 * - sendCode/one: md5 of the contact, when WebCrypto is unavailable (plain http) or the key is unusable;
 *   binding a new contact (type 1) always goes this way with the plain `target`, as the contract defines.
 * Never throws and shows nothing: the caller decides where a failure is shown (inline on new device).
 */
export const sendCode = async (input: SendCodeInput): Promise<SendCodeResult> => {
  try {
    const key = input.type !== SendCodeType.bind && canEncryptV2() ? await sendCodeKey() : null;
    const result = key
      ? await apiPostResult<unknown>(UserPath.sendCodeTwo, await buildSendCodeTwo(key, input), {
          silent: true,
        })
      : await apiPostResult<unknown>(UserPath.sendCodeOne, buildSendCodeOne(input), { silent: true });
    return {
      ok: result.code === Code.Success,
      code: result.code,
      message: result.message,
      resendAfter: resendAfterOf(result.data),
    };
  } catch (err) {
    return {
      ok: false,
      code: isApiError(err) ? err.code : Code.ServerError,
      message: err instanceof Error ? err.message : String(err),
      resendAfter: 0,
    };
  }
};

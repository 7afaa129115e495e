import { Code, newDeviceCodes, type ResponseCode } from '@qilin/contract';

/** A business answer as shared/api's apiPostResult gives it (6021/6022/6025–6029 are values, SPEC §8.3). */
export interface ApiResultLike<T> {
  code: number;
  data: T;
  message: string;
}

/** What a solved captcha adds to the retried request: picture (x-code + answer) or slider (check result). */
export interface CaptchaAnswer {
  codeId: string;
  code: string;
}

export type CaptchaKind = 'picture' | 'slider';

/**
 * SPEC §8.3: captcha errors carry a prefix digit — 1 picture-captcha fetch failure, 2 slider check failure,
 * 6 slider widget error. Shown as `<digit>-<message>` everywhere (e.g. `2-验证失败`).
 */
export const CaptchaErrorPrefix = { pictureFetch: 1, sliderCheck: 2, sliderWidget: 6 } as const;

export const formatCaptchaError = (
  prefix: (typeof CaptchaErrorPrefix)[keyof typeof CaptchaErrorPrefix],
  message: string,
): string => `${prefix}-${message}`;

/** Upper bound on captcha rounds for one submit, so a misbehaving server cannot loop the dialog forever. */
export const MAX_CAPTCHA_ROUNDS = 5;

/**
 * Sends a request; while the server answers 6021/6022, asks the player to solve that captcha and resends
 * with the answer. Resolves null when the player dismisses the captcha.
 */
export const submitWithCaptcha = async <T>(
  send: (answer: CaptchaAnswer | undefined) => Promise<ApiResultLike<T>>,
  /** `refused`: why the previous answer was not taken (验证码错误), shown with the fresh captcha. */
  ask: (kind: CaptchaKind, refused: string | null) => Promise<CaptchaAnswer | null>,
): Promise<ApiResultLike<T> | null> => {
  let answer: CaptchaAnswer | undefined;
  for (let round = 0; ; round += 1) {
    const result = await send(answer);
    const kind =
      result.code === Code.GraphicCaptchaRequired
        ? 'picture'
        : result.code === Code.SliderCaptchaRequired
          ? 'slider'
          : null;
    if (!kind || round >= MAX_CAPTCHA_ROUNDS) return result;
    // Asked again after an answer: that answer was wrong, and the player is told so.
    const solved = await ask(kind, answer ? result.message || null : null);
    if (!solved) return null;
    answer = solved;
  }
};

export type LoginOutcome<T> =
  | { kind: 'success'; data: T }
  | { kind: 'newDevice'; phoneNumber: string }
  | { kind: 'error'; code: number; message: string };

const phoneOf = (data: unknown): string => {
  if (data && typeof data === 'object' && 'phoneNumber' in data && typeof data.phoneNumber === 'string')
    return data.phoneNumber;
  return '';
};

/** SPEC §4/§8.3: 6000 logs in; 6025–6029 lead to new-device verification; anything else shows the message. */
export const classifyLogin = <T>(result: ApiResultLike<T>): LoginOutcome<T> => {
  if (result.code === Code.Success) return { kind: 'success', data: result.data };
  if (newDeviceCodes.includes(result.code as ResponseCode))
    return { kind: 'newDevice', phoneNumber: phoneOf(result.data) };
  return { kind: 'error', code: result.code, message: result.message };
};

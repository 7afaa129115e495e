import { describe, expect, it } from 'vitest';
import { Code } from '@qilin/contract';
import {
  CaptchaErrorPrefix,
  classifyLogin,
  formatCaptchaError,
  submitWithCaptcha,
  type ApiResultLike,
  type CaptchaAnswer,
} from './captcha.ts';

const result = <T>(code: number, data: T, message = ''): ApiResultLike<T> => ({ code, data, message });

describe('submitWithCaptcha', () => {
  it('resends with the picture answer after 6021', async () => {
    const sent: (CaptchaAnswer | undefined)[] = [];
    const answers = [result(Code.GraphicCaptchaRequired, null), result(Code.Success, { token: 't' })];
    const out = await submitWithCaptcha(
      async (a) => {
        sent.push(a);
        return answers.shift() as ApiResultLike<unknown>;
      },
      async (kind) => (kind === 'picture' ? { codeId: 'x1', code: 'ab3d' } : null),
    );
    expect(out?.code).toBe(Code.Success);
    expect(sent).toEqual([undefined, { codeId: 'x1', code: 'ab3d' }]);
  });

  it('tells the player a refused answer was wrong when it asks again', async () => {
    const told: (string | null)[] = [];
    const answers = [
      result(Code.GraphicCaptchaRequired, null, '请输入图形验证码'),
      result(Code.GraphicCaptchaRequired, null, '验证码错误'),
      result(Code.Success, { token: 't' }),
    ];
    await submitWithCaptcha(
      async () => answers.shift() as ApiResultLike<unknown>,
      async (_kind, refused) => {
        told.push(refused);
        return { codeId: 'x', code: 'abcd' };
      },
    );
    expect(told).toEqual([null, '验证码错误']);
  });

  it('asks for the slider after 6022 and stops when the player dismisses it', async () => {
    const asked: string[] = [];
    const out = await submitWithCaptcha(
      async () => result(Code.SliderCaptchaRequired, null),
      async (kind) => {
        asked.push(kind);
        return null;
      },
    );
    expect(out).toBeNull();
    expect(asked).toEqual(['slider']);
  });

  it('gives up asking after a bounded number of rounds', async () => {
    let sends = 0;
    const out = await submitWithCaptcha(
      async () => {
        sends += 1;
        return result(Code.GraphicCaptchaRequired, null, '请输入图形验证码');
      },
      async () => ({ codeId: 'a', code: 'b' }),
    );
    expect(out?.code).toBe(Code.GraphicCaptchaRequired);
    expect(sends).toBe(6);
  });
});

describe('classifyLogin', () => {
  it('passes the token through on success', () => {
    expect(classifyLogin(result(Code.Success, { token: 't', userId: 'u' }))).toEqual({
      kind: 'success',
      data: { token: 't', userId: 'u' },
    });
  });

  it.each([
    Code.IpNotPassed,
    Code.DeviceNotPassed,
    Code.DeviceAndIpNotPassed,
    Code.LongTimeNotLoggedIn,
    Code.RiskyLogin,
  ])('sends %i to new-device verification with the masked phone', (code) => {
    expect(classifyLogin(result(code, { phoneNumber: '138****5678' }))).toEqual({
      kind: 'newDevice',
      phoneNumber: '138****5678',
    });
  });

  it('shows the server message for other codes', () => {
    expect(classifyLogin(result(Code.InvalidCredentials, null, '用户名或密码错误'))).toEqual({
      kind: 'error',
      code: Code.InvalidCredentials,
      message: '用户名或密码错误',
    });
  });
});

describe('formatCaptchaError', () => {
  it('prefixes the digit of SPEC §8.3', () => {
    expect(formatCaptchaError(CaptchaErrorPrefix.sliderCheck, '验证失败')).toBe('2-验证失败');
    expect(formatCaptchaError(CaptchaErrorPrefix.pictureFetch, '网络错误')).toBe('1-网络错误');
    expect(formatCaptchaError(CaptchaErrorPrefix.sliderWidget, '图片加载失败')).toBe('6-图片加载失败');
  });
});

import { describe, expect, it } from 'vitest';
import { UserPath } from '@qilin/contract';
import { forgotCall, forgotReducer, initialForgotState, type ForgotState } from './forgot-machine.ts';

const identified = (): ForgotState =>
  forgotReducer(initialForgotState(), {
    type: 'identified',
    name: 'ab12',
    phone: '13812345678',
    areaCode: '+86',
    masked: '138****5678',
  });

describe('forgot-password steps', () => {
  it('walks identity -> code -> password -> done', () => {
    let s = identified();
    expect(s.step).toBe(1);
    expect(s.masked).toBe('138****5678');
    s = forgotReducer(s, { type: 'verified', code: '123456' });
    expect(s).toMatchObject({ step: 2, code: '123456' });
    s = forgotReducer(s, { type: 'passwordReset' });
    expect(s.step).toBe(3);
  });

  it('"上一步" decrements, but not below identity and not out of done', () => {
    let s = forgotReducer(identified(), { type: 'verified', code: '1' });
    s = forgotReducer(s, { type: 'back' });
    expect(s.step).toBe(1);
    s = forgotReducer(s, { type: 'back' });
    expect(s.step).toBe(0);
    expect(s.name).toBe('ab12'); // the identity form is pre-filled when going back
    expect(forgotReducer(s, { type: 'back' }).step).toBe(0);
    const done = { ...s, step: 3 as const };
    expect(forgotReducer(done, { type: 'back' }).step).toBe(3);
  });

  it('ignores out-of-order transitions', () => {
    const s = initialForgotState();
    expect(forgotReducer(s, { type: 'verified', code: '1' })).toBe(s);
    expect(forgotReducer(s, { type: 'passwordReset' })).toBe(s);
  });

  it('switching way restarts at identity', () => {
    const s = forgotReducer(identified(), { type: 'switchWay', way: 'email' });
    expect(s).toEqual(initialForgotState('email'));
  });

  it('restart keeps the way and clears the rest', () => {
    const s = forgotReducer({ ...initialForgotState('email'), step: 3, name: 'x' }, { type: 'restart' });
    expect(s).toEqual(initialForgotState('email'));
  });
});

describe('forgotCall', () => {
  it('builds the phone calls, each adding to the last', () => {
    const s = identified();
    expect(forgotCall(s, 'one')).toEqual({
      path: UserPath.forgetByPhoneOne,
      body: { phone: '13812345678', areaCode: '+86', name: 'ab12' },
    });
    expect(forgotCall(s, 'two', { code: '123456' }).body).toEqual({
      phone: '13812345678',
      areaCode: '+86',
      name: 'ab12',
      code: '123456',
    });
    expect(forgotCall(s, 'three', { code: '1', password: 'p', secondPassword: 'q' })).toMatchObject({
      path: UserPath.forgetByPhoneThree,
      body: { code: '1', password: 'p', secondPassword: 'q', phone: '13812345678' },
    });
  });

  it('builds the e-mail calls without phone fields', () => {
    const s = { ...initialForgotState('email'), name: 'ab12', email: 'a@b.cn' };
    expect(forgotCall(s, 'two', { code: '9' })).toEqual({
      path: UserPath.forgetByEmailTwo,
      body: { email: 'a@b.cn', name: 'ab12', code: '9' },
    });
  });
});

import { expect, it } from 'vitest';
import { Code, Header, UserPath } from '@qilin/contract';
import { forEachDatabase } from '../../../test/harness.ts';
import { freshPhone, md5, outbox, registerAndLogin } from './test-support.ts';

const traditional = { [Header.language]: 'zh-TW' };

forEachDatabase('identity: codes in the requester language', (server) => {
  it('sends a zh-TW reader the SMS and the voice call in Traditional, and a zh-CN reader in Simplified', async () => {
    const tw = await registerAndLogin(server());
    const twPhone = freshPhone();
    const sent = await tw.client.post(
      UserPath.sendCodeOne,
      { SendCodeNum: md5(twPhone), target: twPhone, type: 1, cate: 0 },
      traditional,
    );
    expect(sent.status_code, sent.message).toBe(Code.Success);
    const [sms] = await outbox(server(), twPhone);
    expect(sms?.text).toMatch(
      /^【.+】您的驗證碼是\d{6}，5分鐘內有效。工作人員不會向您索取驗證碼，請勿洩漏。$/,
    );

    const cn = await registerAndLogin(server());
    const cnPhone = freshPhone();
    const voice = await cn.client.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(cnPhone),
      target: cnPhone,
      type: 1,
      cate: 2,
    });
    expect(voice.status_code, voice.message).toBe(Code.Success);
    const [call] = await outbox(server(), cnPhone);
    expect(call).toMatchObject({ channel: 'voice' });
    expect(call?.text).toMatch(
      /^您好，这里是.+。您的验证码是 (\d ){5}\d，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。$/,
    );
  });

  it('writes a zh-TW reader an e-mail code in Traditional', async () => {
    const tw = await registerAndLogin(server());
    const email = `tw${Date.now()}@example.com`;
    const sent = await tw.client.post(
      UserPath.sendCodeOne,
      { SendCodeNum: md5(email), target: email, type: 1, cate: 1 },
      traditional,
    );
    expect(sent.status_code, sent.message).toBe(Code.Success);
    const [mail] = await outbox(server(), email);
    expect(mail).toMatchObject({ channel: 'email' });
    expect(mail?.text).toMatch(/^【.+】您的電子郵件驗證碼是\d{6}，5分鐘內有效。/);
  });
});

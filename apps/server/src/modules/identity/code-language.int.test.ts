import { expect, it } from 'vitest';
import { Code, Header, UserPath } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { freshPhone, md5, outbox, registerAndLogin } from './test-support.ts';

/** A new member asks for a bind code (type 1) to `target` by `cate` (0 SMS, 1 e-mail, 2 voice); its text. */
const bindCodeText = async (server: TestServer, target: string, cate: 0 | 1 | 2, language?: 'zh-TW') => {
  const member = await registerAndLogin(server);
  const sent = await member.client.post(
    UserPath.sendCodeOne,
    { SendCodeNum: md5(target), target, type: 1, cate },
    language ? { [Header.language]: language } : {},
  );
  expect(sent.status_code, sent.message).toBe(Code.Success);
  const [message] = await outbox(server, target);
  expect(message?.channel).toBe(['sms', 'email', 'voice'][cate]);
  return message?.text;
};

forEachDatabase('identity: codes in the requester language', (server) => {
  it('sends a zh-TW reader the SMS in Traditional, and a zh-CN reader the voice call in Simplified', async () => {
    expect(await bindCodeText(server(), freshPhone(), 0, 'zh-TW')).toMatch(
      /^【.+】您的驗證碼是\d{6}，5分鐘內有效。工作人員不會向您索取驗證碼，請勿洩漏。$/,
    );
    expect(await bindCodeText(server(), freshPhone(), 2)).toMatch(
      /^您好，这里是.+。您的验证码是 (\d ){5}\d，5分钟内有效。工作人员不会向您索要验证码，请勿泄露。$/,
    );
  });

  it('writes a zh-TW reader an e-mail code in Traditional', async () => {
    expect(await bindCodeText(server(), `tw${Date.now()}@example.com`, 1, 'zh-TW')).toMatch(
      /^【.+】您的電子郵件驗證碼是\d{6}，5分鐘內有效。/,
    );
  });
});

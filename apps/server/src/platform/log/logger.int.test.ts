import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SendCodeType, UserPath } from '@qilin/contract';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { md5, outbox, PASSWORD, registerAndLogin } from '../../modules/identity/test-support.ts';
import { gatewayAction, gatewayPage, payOk, tokenOf } from '../../modules/payments/test-support.ts';

/** Everything the server logs at trace level while members register, log in and ask for codes. */
describe('logs never contain a password, a token or a code', () => {
  const lines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    server = await startTestServer({ kind: 'pglite' }, { logStream: sink });
  });
  afterAll(() => server.close());

  it('after register, login, bind-phone code and a bad body', async () => {
    const account = await registerAndLogin(server);
    const phone = '13912345678';
    await account.client.post(UserPath.sendCodeOne, {
      SendCodeNum: md5(phone),
      SendName: account.name,
      target: phone,
      type: SendCodeType.bind,
      cate: 0,
    });
    const [message] = await outbox(server, phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    await account.client.post(UserPath.login, { name: account.name, password: 'not-md5', kaptchcate: 4 });
    const log = lines.join('');
    expect(log).toContain('request completed'); // the sink really received the request log
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(account.token);
    // A 6-digit code alone, not as part of a longer number such as a timestamp.
    expect(log).not.toMatch(new RegExp(`(?<!\\d)${message?.code ?? 'missing'}(?!\\d)`));
  });

  it("after opening a demo pay link and pressing its buttons, the link's token is nowhere", async () => {
    const account = await registerAndLogin(server);
    const order = await payOk(account, { channelId: 'alipay', amount: '100' });
    const token = tokenOf(server, order.payUrl);
    expect(token).toMatch(/^[\w-]{32}$/);
    expect((await gatewayPage(server, order.payUrl)).status).toBe(200);
    expect((await gatewayAction(server, 'cancel', order.orderNo, token)).status).toBe(303);
    // The redirect after the post leads back to the page with the token in its address.
    expect((await gatewayPage(server, order.payUrl)).html).toContain('支付已取消');
    const log = lines.join('');
    expect(log).not.toContain(token);
    // The page's request line is there, its token replaced.
    expect(log).toContain(`/demo-pay/${order.orderNo}?t=[redacted]`);
  });
});

import { expect, it } from 'vitest';
import { Code, Header, UserPath, type PictureCaptcha, type SliderChallenge } from '@qilin/contract';
import { forEachDatabase, type TestServer } from '../../../test/harness.ts';
import { CAPTCHA_WRONG } from './captcha-service.ts';
import { PASSWORD, freshName, registerAndLogin, setCaptchaMode } from './test-support.ts';

const answerOf = async (server: TestServer, xCode: string) => {
  const res = await fetch(`${server.url}/dev/captcha/${xCode}`);
  return ((await res.json()) as { answer: string }).answer;
};

/** A plausible human drag to x: eases in and out over ~600 ms with a little vertical wobble. */
const humanDrag = (x: number) => {
  const trace: [number, number, number][] = [];
  for (let i = 0; i <= 20; i += 1) {
    const t = i / 20;
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    trace.push([Math.round(eased * x), i % 3 === 0 ? 1 : 0, Math.round(t * 600 + (i % 2) * 7)]);
  }
  return Buffer.from(JSON.stringify({ x, trace })).toString('base64');
};

const robotDrag = (x: number) => {
  const trace = Array.from({ length: 10 }, (_, i) => [Math.round((x * i) / 9), 0, i * 50]);
  return Buffer.from(JSON.stringify({ x, trace })).toString('base64');
};

forEachDatabase('identity: captchas', (server) => {
  it('picture mode: missing answers 6021 with data null; wrong or reused answers 6021 验证码错误', async () => {
    const account = await registerAndLogin(server());
    await setCaptchaMode(server(), 'picture');
    try {
      const c = account.client.withToken(undefined);
      const missing = await c.post(UserPath.login, { name: account.name, password: PASSWORD, kaptchcate: 4 });
      expect(missing).toMatchObject({ status_code: Code.GraphicCaptchaRequired, data: null });

      const res = await fetch(`${server().url}${UserPath.defaultKaptcha}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const pic = ((await res.json()) as { data: PictureCaptcha }).data;
      expect(res.headers.get(Header.xCode)).toBe(pic['x-code']);
      expect(pic.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const answer = await answerOf(server(), pic['x-code']);
      const wrong = await c.post(UserPath.login, {
        name: account.name,
        password: PASSWORD,
        kaptchcate: 4,
        codeId: pic['x-code'],
        code: `${answer}x`,
      });
      expect(wrong).toMatchObject({ status_code: Code.GraphicCaptchaRequired, message: CAPTCHA_WRONG });
      // One use: even the right answer fails after the wrong try spent it.
      const reused = await c.post(UserPath.login, {
        name: account.name,
        password: PASSWORD,
        kaptchcate: 4,
        codeId: pic['x-code'],
        code: answer,
      });
      expect(reused).toMatchObject({ status_code: Code.GraphicCaptchaRequired, message: CAPTCHA_WRONG });

      const fresh = (await c.post<PictureCaptcha>(UserPath.defaultKaptcha)).data;
      const freshAnswer = await answerOf(server(), fresh['x-code']);
      const ok = await c.post(UserPath.login, {
        name: account.name,
        password: PASSWORD,
        kaptchcate: 4,
        codeId: fresh['x-code'],
        code: ` ${freshAnswer.toUpperCase()} `,
      });
      expect(ok.status_code).toBe(Code.Success);

      const regMissing = await server().post(UserPath.register, {
        name: freshName(),
        password: PASSWORD,
        secondPassword: PASSWORD,
        kaptchcate: 1,
      });
      expect(regMissing.status_code).toBe(Code.GraphicCaptchaRequired);
      // The register ticket still skips the captcha for the automatic login.
      const rc = server().client();
      const pic2 = (await rc.post<PictureCaptcha>(UserPath.defaultKaptcha)).data;
      const name = freshName();
      const reg = await rc.post<{ loginTicket: string }>(UserPath.register, {
        name,
        password: PASSWORD,
        secondPassword: PASSWORD,
        kaptchcate: 1,
        codeId: pic2['x-code'],
        code: await answerOf(server(), pic2['x-code']),
      });
      expect(reg.status_code).toBe(Code.Success);
      const auto = await rc.post(UserPath.login, {
        name,
        password: PASSWORD,
        kaptchcate: 99,
        codeId: reg.data.loginTicket,
      });
      expect(auto.status_code).toBe(Code.Success);
      // A bare 99 with a made-up ticket still needs the captcha.
      const bare = await rc.post(UserPath.login, {
        name,
        password: PASSWORD,
        kaptchcate: 99,
        codeId: 'made-up',
      });
      expect(bare.status_code).toBe(Code.GraphicCaptchaRequired);
    } finally {
      await setCaptchaMode(server(), 'none');
    }
  });

  it('picture captchas expire after 2 minutes', async () => {
    const account = await registerAndLogin(server());
    await setCaptchaMode(server(), 'picture');
    try {
      const c = account.client.withToken(undefined);
      const pic = (await c.post<PictureCaptcha>(UserPath.defaultKaptcha)).data;
      const answer = await answerOf(server(), pic['x-code']);
      server().advance(121_000);
      const late = await c.post(UserPath.login, {
        name: account.name,
        password: PASSWORD,
        kaptchcate: 4,
        codeId: pic['x-code'],
        code: answer,
      });
      expect(late).toMatchObject({ status_code: Code.GraphicCaptchaRequired, message: CAPTCHA_WRONG });
    } finally {
      await setCaptchaMode(server(), 'none');
    }
  });

  it('slider mode: 6022 when missing; a human drag passes once; a robot drag, a forged token or a reuse fails', async () => {
    const account = await registerAndLogin(server());
    await setCaptchaMode(server(), 'slider');
    try {
      const c = account.client.withToken(undefined);
      const missing = await c.post(UserPath.login, { name: account.name, password: PASSWORD, kaptchcate: 4 });
      expect(missing).toMatchObject({ status_code: Code.SliderCaptchaRequired, data: null });

      const ch = (await c.post<SliderChallenge>(UserPath.geeChallenge)).data;
      expect(ch.background.startsWith('data:image/svg+xml;base64,')).toBe(true);
      expect(ch.piece.startsWith('data:image/svg+xml;base64,')).toBe(true);
      const target = Number(await answerOf(server(), ch.lot_number));
      const check = (output: string, token = ch.pass_token, lot = ch.lot_number) =>
        c.post<{ codeId: string; code: string }>(UserPath.validateGeeCheck, {
          lot_number: lot,
          captcha_output: output,
          pass_token: token,
          gen_time: ch.gen_time,
          validate_way: 'slide',
        });
      expect((await check(humanDrag(target), `${ch.pass_token}x`)).status_code).toBe(
        Code.SliderCaptchaRequired,
      );
      const passed = await check(humanDrag(target + 3));
      expect(passed.status_code).toBe(Code.Success);
      expect((await check(humanDrag(target))).status_code).toBe(Code.SliderCaptchaRequired); // one use

      const ch2 = (await c.post<SliderChallenge>(UserPath.geeChallenge)).data;
      const target2 = Number(await answerOf(server(), ch2.lot_number));
      const robot = await c.post(UserPath.validateGeeCheck, {
        lot_number: ch2.lot_number,
        captcha_output: robotDrag(target2),
        pass_token: ch2.pass_token,
        gen_time: ch2.gen_time,
        validate_way: 'slide',
      });
      expect(robot).toMatchObject({ status_code: Code.SliderCaptchaRequired, message: CAPTCHA_WRONG });

      const ok = await c.post(UserPath.login, {
        name: account.name,
        password: PASSWORD,
        kaptchcate: 4,
        ...passed.data,
      });
      expect(ok.status_code).toBe(Code.Success);
      const again = await c.post(UserPath.login, {
        name: account.name,
        password: PASSWORD,
        kaptchcate: 4,
        ...passed.data,
      });
      expect(again).toMatchObject({ status_code: Code.SliderCaptchaRequired, message: CAPTCHA_WRONG });
    } finally {
      await setCaptchaMode(server(), 'none');
    }
  });

  it('the dev captcha helper answers 404 for unknown codes', async () => {
    const res = await fetch(`${server().url}/dev/captcha/unknown`);
    expect(res.status).toBe(404);
  });
});

import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { Code, type PictureCaptcha, type SliderChallenge, type SliderCheckRequest } from '@qilin/contract';
import { AppError } from '../../platform/http/errors.ts';
import { hmac, safeEqual } from '../../platform/security/tokens.ts';
import type { IdentityContext } from './identity-context.ts';
import { Policy } from './policy.ts';
import { SLIDER, drawSlider } from './slider-scene.ts';
import { decodeSliderOutput, isHumanDrag, pictureAnswerMatches } from './slider-trace.ts';

export const CAPTCHA_WRONG = '验证码错误';

const id = () => randomBytes(16).toString('hex');

/**
 * Picture and slider captchas, both one use and short-lived, kept in the database so any instance can
 * check them. Which one login/register demand is the site's captchaMode.
 */
export const createCaptchaService = (ic: IdentityContext) => {
  const expiry = (now: Date) => new Date(now.getTime() + Policy.captchaTtlMs);
  const signLot = (lot: string, genTime: string) => hmac(ic.deps.secrets.captchaSecret, `${lot}|${genTime}`);
  const sliderFail = () => new AppError(Code.SliderCaptchaRequired, CAPTCHA_WRONG, null);

  return {
    async picture(): Promise<PictureCaptcha> {
      const now = ic.deps.now();
      // Look-alike characters are left out so a fair reader never fails on 0/o or 1/l/i.
      const art = svgCaptcha.create({
        size: 4,
        noise: 2,
        color: true,
        ignoreChars: '0oO1ilI',
        background: '#f4f6fb',
      });
      const xCode = id();
      await ic.codes.insertCaptcha({
        id: xCode,
        kind: 'picture',
        answer: art.text,
        createdAt: now,
        expiresAt: expiry(now),
      });
      // Old rows are useless; trimming on creation keeps the table bounded without a scheduler.
      await ic.codes.purgeCaptchas(new Date(now.getTime() - Policy.captchaTtlMs * 5));
      return {
        image: `data:image/svg+xml;base64,${Buffer.from(art.data).toString('base64')}`,
        'x-code': xCode,
      };
    },

    async sliderChallenge(): Promise<SliderChallenge> {
      const now = ic.deps.now();
      const images = drawSlider();
      const lot = id();
      const genTime = String(Math.floor(now.getTime() / 1000));
      await ic.codes.insertCaptcha({
        id: lot,
        kind: 'slider',
        answer: String(images.targetX),
        createdAt: now,
        expiresAt: expiry(now),
      });
      return {
        lot_number: lot,
        gen_time: genTime,
        pass_token: signLot(lot, genTime),
        background: images.background,
        piece: images.piece,
        pieceY: images.pieceY,
        width: SLIDER.width,
        height: SLIDER.height,
        pieceSize: SLIDER.pieceSize,
      };
    },

    /** One try per challenge: the lot is spent before the drag is judged, so it cannot be retried. */
    async validateSlider(body: SliderCheckRequest): Promise<{ codeId: string; code: string }> {
      if (!safeEqual(body.pass_token, signLot(body.lot_number, body.gen_time))) throw sliderFail();
      const now = ic.deps.now();
      const answer = await ic.codes.spendCaptcha(body.lot_number, 'slider', now);
      if (answer === null) throw sliderFail();
      const drag = decodeSliderOutput(body.captcha_output);
      if (!drag || !isHumanDrag(drag, Number(answer))) throw sliderFail();
      const codeId = id();
      const code = id();
      await ic.codes.insertCaptcha({
        id: codeId,
        kind: 'slider-pass',
        answer: code,
        createdAt: now,
        expiresAt: expiry(now),
      });
      return { codeId, code };
    },

    /**
     * Demands the site's captcha: always in picture or slider mode, and in mode none once `afterFailures`
     * (too many failed logins for a name or from an IP, login-guard.ts). Missing answers 6021/6022 (SPEC
     * §8.3: a value, the client then shows the captcha); wrong, used or expired answers the same code with
     * '验证码错误'. Every answer is spent when checked, right or wrong, so none is good twice.
     */
    async demand(
      siteId: string,
      afterFailures: boolean,
      codeId: string | undefined,
      code: string | undefined,
    ): Promise<void> {
      const { captchaMode } = await ic.site.getConfig(siteId);
      if (captchaMode === 'none' && !afterFailures) return;
      // A site without a captcha of its own gets the picture: it needs no script widget or pointer, so every
      // client and every player (keyboard only, too) can answer it.
      const picture = captchaMode !== 'slider';
      const status = picture ? Code.GraphicCaptchaRequired : Code.SliderCaptchaRequired;
      if (!codeId || !code) throw new AppError(status, undefined, null);
      const now = ic.deps.now();
      const answer = await ic.codes.spendCaptcha(codeId, picture ? 'picture' : 'slider-pass', now);
      const good =
        answer !== null &&
        (picture ? pictureAnswerMatches(answer, code, Policy.captchaAnswerMax) : safeEqual(answer, code));
      if (!good) throw new AppError(status, CAPTCHA_WRONG, null);
    },

    /** For GET /dev/captcha/:xcode (never registered in production). */
    async peekAnswer(xCode: string): Promise<string | null> {
      const row = await ic.codes.peekCaptcha(xCode);
      return row ? row.answer : null;
    },
  };
};

export type CaptchaService = ReturnType<typeof createCaptchaService>;

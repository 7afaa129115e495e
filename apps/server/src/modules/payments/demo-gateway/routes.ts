import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DemoPayPath } from '@qilin/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { DemoGateway } from './gateway.ts';
import { renderMissing, renderPayPage } from './page.ts';
import { pageToken } from './signature.ts';

const field = (body: unknown, name: string): string => {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof v === 'string' ? v.slice(0, 100) : '';
};

/** The page carries a secret link and a pay button: never cached, framed, or leaked through Referer. */
const htmlReply = (reply: FastifyReply, status: number, nonce: string, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * The gateway's own HTTP surface under /demo-pay: the cashier page (GET /demo-pay/:orderNo?t=) and the two
 * form posts it makes (POST /demo-pay/api/confirm and /cancel, answered with a redirect back to the page).
 * Registered in its own Fastify context so its form-body parser stays out of the JSON API.
 */
export const registerDemoGatewayRoutes = async (app: FastifyInstance, deps: Deps, dg: DemoGateway) => {
  await app.register(async (gw) => {
    gw.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    gw.get<{ Params: { orderNo: string }; Querystring: { t?: string } }>(
      `${DemoPayPath.page}/:orderNo`,
      { schema: { hide: true } },
      async (req, reply) => {
        const nonce = randomBytes(16).toString('base64');
        const token = typeof req.query.t === 'string' ? req.query.t : '';
        const payment = await dg.authorised(req.params.orderNo, token);
        if (!payment) return htmlReply(reply, 404, nonce, renderMissing(nonce));
        return htmlReply(reply, 200, nonce, renderPayPage(payment, token, deps.now(), nonce));
      },
    );

    for (const action of ['confirm', 'cancel'] as const) {
      gw.post(`${DemoPayPath.api}/${action}`, { schema: { hide: true } }, async (req, reply) => {
        const orderNo = field(req.body, 'orderNo');
        const token = field(req.body, 't');
        const payment = await dg[action](orderNo, token);
        if (!payment) {
          const nonce = randomBytes(16).toString('base64');
          return htmlReply(reply, 404, nonce, renderMissing(nonce));
        }
        // Post/redirect/get: a reload of the result page never posts twice.
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${DemoPayPath.page}/${orderNo}?t=${pageToken(deps.secrets, orderNo)}`, 303);
      });
    }
  });
};

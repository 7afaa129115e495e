import { DevPath } from '@qilin/contract';
import type { ModuleContext } from '../../platform/http/module-context.ts';
import { AVATAR_PATH, stockAvatarSvg } from './avatars.ts';
import type { IdentityServices } from './services.ts';

/**
 * Plain (non-envelope) GETs: stock avatars, uploaded images, and outside production the captcha answer
 * helper for tests and demos. `nosniff` keeps browsers from reinterpreting an upload as something else.
 */
export const registerFileRoutes = (ctx: ModuleContext, s: IdentityServices) => {
  const { app } = ctx;
  app.get(`${AVATAR_PATH}/:file`, { schema: { hide: true } }, async (req, reply) => {
    const { file } = req.params as { file: string };
    const svg = /^(a\d)\.svg$/.exec(file)?.[1];
    const body = svg ? stockAvatarSvg(svg) : null;
    if (!body) return reply.status(404).type('text/plain').send('not found');
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .type('image/svg+xml')
      .send(body);
  });
  app.get('/uploads/:month/:file', { schema: { hide: true } }, async (req, reply) => {
    const { month, file } = req.params as { month: string; file: string };
    const found = await s.uploads.read(month, file);
    if (!found) return reply.status(404).type('text/plain').send('not found');
    return reply
      .header('cache-control', 'public, max-age=604800, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(found.mime)
      .send(found.bytes);
  });
  if (!ctx.deps.config.production) {
    app.get(`${DevPath.captcha}/:xcode`, { schema: { hide: true } }, async (req, reply) => {
      const { xcode } = req.params as { xcode: string };
      const answer = xcode.length <= 64 ? await s.captcha.peekAnswer(xcode) : null;
      if (answer === null) return reply.status(404).send({ answer: null });
      return { answer };
    });
  }
};

import type { FastifyInstance } from 'fastify';

/**
 * SPEC §7: every call is JSON, and some take no body at all (logout, member/jwt, the captcha calls). A
 * client that sends the JSON content type with nothing after it means "no parameters", as a request
 * without a body does; Fastify's own parser refuses it as invalid JSON (6007), so such a logout failed.
 * Anything else goes to Fastify's parser unchanged (prototype poisoning still refused).
 */
export const acceptEmptyJsonBodies = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(req, text, done);
  });
};

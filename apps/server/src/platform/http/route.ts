import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '@qilin/contract';
import { z } from 'zod';
import { AppError } from './errors.ts';
import { ok } from './envelope.ts';
import { parseBody } from './validation.ts';
import { readContext, type RequestContext } from './context.ts';
import { localise } from '../i18n/traditional.ts';

/** The member behind a valid token. */
export interface Member {
  memberId: number;
  userId: string;
  name: string;
  siteId: string;
  token: string;
}

/** The operator behind a valid operator token. */
export interface Operator {
  operatorId: number;
  username: string;
  role: 'admin' | 'finance' | 'risk' | 'support';
}

/** Supplied by the identity and operator modules; the platform only knows these shapes. */
export interface AuthResolvers {
  member(token: string, ctx: RequestContext): Promise<Member | null>;
  operator(token: string): Promise<Operator | null>;
}

type AuthMode = 'none' | 'optional' | 'member' | 'operator';

interface HandlerArgs<B, A extends AuthMode> {
  body: B;
  ctx: RequestContext;
  member: A extends 'member' ? Member : A extends 'optional' ? Member | null : null;
  operator: A extends 'operator' ? Operator : null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions<S extends z.ZodType, A extends AuthMode, R> {
  /**
   * The contract schema of the body (of the query for GET). Calls without parameters declare the
   * contract's EmptySchema: every route names its schema, so none reads its input unvalidated.
   */
  body: S;
  auth: A;
  summary: string;
  tags?: string[];
  response?: z.ZodType<R>;
  /**
   * The body is multipart/form-data carrying one file in this field: the service reads the stream itself,
   * so the OpenAPI document describes the upload instead of `body`'s (empty) JSON.
   */
  multipartFile?: string;
  /** The answer relays Simplified text the server did not write per language (feed names): zh-TW gets it converted. */
  localised?: boolean;
  method?: 'POST' | 'GET';
  handler: (args: HandlerArgs<z.infer<S>, A>) => Promise<R> | R;
}

const jsonSchema = (schema: z.ZodType) => {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return { type: 'object' };
  }
};

const multipartDoc = (field: string) => ({
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary' } },
      },
    },
  },
});

const envelopeDoc = (data: z.ZodType | undefined) => ({
  type: 'object',
  properties: {
    status_code: { type: 'integer', description: 'SPEC §8.1 code; 6000 is success' },
    message: { type: 'string' },
    data: data ? jsonSchema(data) : {},
  },
});

/**
 * Declares one endpoint: body parsed by its contract schema, caller authenticated as asked, answer
 * wrapped in the envelope. Routes stay thin: everything else happens in the service the handler calls.
 */
export const route = <S extends z.ZodType, A extends AuthMode, R>(
  app: FastifyInstance,
  resolvers: () => AuthResolvers,
  siteId: string,
  path: string,
  options: RouteOptions<S, A, R>,
) => {
  const method = options.method ?? 'POST';
  const bodySchema: z.ZodType = options.body;
  app.route({
    method,
    url: path,
    schema: {
      summary: options.summary,
      tags: options.tags,
      ...(method === 'POST'
        ? { body: options.multipartFile ? multipartDoc(options.multipartFile) : jsonSchema(bodySchema) }
        : {}),
      response: { 200: envelopeDoc(options.response) },
    },
    handler: async (req, reply) => {
      const ctx = readContext(req, siteId);
      let member: Member | null = null;
      let operator: Operator | null = null;
      if (options.auth === 'member' || options.auth === 'optional') {
        member = ctx.token ? await resolvers().member(ctx.token, ctx) : null;
        if (!member && options.auth === 'member') throw new AppError(Code.LoginExpired);
      } else if (options.auth === 'operator') {
        const token = req.headers.authorization?.replace(/^Bearer\s+/i, '') ?? '';
        operator = token ? await resolvers().operator(token) : null;
        if (!operator) throw new AppError(Code.LoginExpired, '请先登录运营后台');
      }
      const body = parseBody(bodySchema, method === 'GET' ? req.query : req.body);
      const data = await options.handler({
        body: body as z.infer<S>,
        ctx,
        member: member as HandlerArgs<z.infer<S>, A>['member'],
        operator: operator as HandlerArgs<z.infer<S>, A>['operator'],
        req,
        reply,
      });
      if (reply.sent) return reply;
      return ok(options.localised ? localise(data ?? null, ctx.language) : (data ?? null));
    },
  });
};

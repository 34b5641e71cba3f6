import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePath, type Call, type ParsedInput, type WireAnswer } from '../../src/api/contract/call';
import type { Permission } from '../../src/domain/session/permissions';
import { parseInput } from './input';
import { answerOnlySpec, hearOnlySpec, specOnlyCall } from './spec-only';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from (every /api route has one: see declaredRoutes). */
    call?: Call;
  }
}

/** The api root every declared path lives under. */
export const apiRoot = '/api';

export interface RouteOptions {
  /** Permissions the caller must hold (role table, spec section 6); absent: any signed-in user. */
  permissions?: readonly Permission[];
  bodyLimit?: number;
  /**
   * Runs before the input is parsed, for a check that must answer first in words of its own (the
   * token call refuses an unknown grant with OAuth's code before the fields are checked).
   */
  beforeParse?: (request: FastifyRequest) => void;
  /**
   * The handler sends every answer compressed already, or small (a kept answer, http/kept-answers.ts),
   * and takes no body: @fastify/compress's three hooks are left off the route, where they only
   * looked and passed on every call.
   */
  compressesItself?: boolean;
}

export type Handler<C extends Call> = (
  input: ParsedInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<WireAnswer<C> | FastifyReply>;

/**
 * Registers the route of a declared call in a service plugin (whose prefix is the call's service)
 * and parses its path parameters, query and body with the declaration's schemas before the
 * handler runs: a problem is a 400 whose Russian message names the field.
 */
export function route<const C extends Call>(app: FastifyInstance, call: C, options: RouteOptions, handler: Handler<C>): void {
  app.route({
    method: call.method,
    url: urlInPlugin(app, call),
    // The declaration travels with the route: authentication reads `public` and `permissions`, the
    // answer check reads `call`.
    config: { call, public: call.public === true, permissions: options.permissions },
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    ...(options.compressesItself && { compress: false, decompress: false }),
    handler: async (request, reply) => {
      const spec = app.config.specOnly ? specOnlyCall(call) : null;
      if (spec === undefined) return reply.callNotFound();
      if (spec) hearOnlySpec(call, spec, request);
      options.beforeParse?.(request);
      const input = {
        params: call.params ? parseInput(call.params, request.params) : {},
        query: call.query ? parseInput(call.query, request.query) : {},
        body: call.body ? parseInput(call.body, request.body) : undefined,
      } as ParsedInput<C>;
      const answer = await handler(input, request, reply);
      return spec && 'json' in call.answer && answer !== reply ? (answerOnlySpec(spec, answer) as typeof answer) : answer;
    },
  });
}

/** The call's path inside the plugin's prefix; a call registered in another service's plugin is a mistake caught at start. */
function urlInPlugin(app: FastifyInstance, call: Call): string {
  const full = apiRoot + routePath(call);
  if (!full.startsWith(`${app.prefix}/`)) {
    throw new Error(`${call.method} ${call.path} (${call.operationId}) не относится к сервису ${app.prefix}`);
  }
  return full.slice(app.prefix.length);
}

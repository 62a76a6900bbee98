import {
  MESSAGES,
  type TProblem,
  type TTokenResponse,
  ZRevocationRequest,
  ZTokenRequest,
  ZTokenResponse,
} from '@clearsheets/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exportJWK } from 'jose';
import type { AppContext } from '../../platform/context';
import { AppError, parseInput, sendProblem } from '../../platform/errors';
import { refreshSession, revokeSession, signInWithPassword } from './auth.service';
import {
  clearRefreshCookie,
  isBrowserRequest,
  isSameOrigin,
  readRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie';

/** The form's fields, with the refresh-token cookie standing in for a missing `field` on a request from our
 * own pages (a cross-site request never gets it: SameSite=Strict plus the Origin check). */
function withCookieToken(request: FastifyRequest, field: string, config: FastifyInstance['ctx']['config']) {
  const body = { ...((request.body as Record<string, unknown> | undefined) ?? {}) };
  const fromCookie = readRefreshCookie(request);
  if (body[field] === undefined && fromCookie && isSameOrigin(request, config)) body[field] = fromCookie;
  return body;
}

/** What the token endpoint needs from the accounts module (handed over by app.ts, so auth imports no module
 * above it): the short-lived ticket a must-change sign-in gets instead of a session. */
export interface AuthRoutesOptions {
  issueChangeTicket: (ctx: AppContext, userId: number) => Promise<string>;
}

export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const { config } = app.ctx;
  const ip = (request: FastifyRequest) => request.ip;

  app.post(
    '/connect/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'OAuth 2 token endpoint: password and refresh_token grants (form-encoded)',
        consumes: ['application/x-www-form-urlencoded'],
      },
    },
    async (request, reply) => {
      const grant = (request.body as Record<string, unknown> | undefined)?.grant_type;
      if (grant !== 'password' && grant !== 'refresh_token')
        throw new AppError(400, 'unsupported_grant_type', 'unsupportedGrantType', 'Use password or refresh_token');
      const input = parseInput(
        ZTokenRequest,
        grant === 'refresh_token' ? withCookieToken(request, 'refresh_token', config) : request.body,
      );
      if (input.client_id !== config.clientId) throw new AppError(401, 'invalid_client', 'invalidClient');
      reply.header('cache-control', 'no-store');
      let tokens: TTokenResponse;
      if (input.grant_type === 'password') {
        const outcome = await signInWithPassword(app.ctx, {
          username: input.username,
          password: input.password,
          clientId: input.client_id,
          ip: ip(request),
        });
        if ('mustChangePassword' in outcome) {
          // No session: an OAuth error (RFC 6749 5.2 allows extra members) with the ticket to choose a password.
          const changeTicket = await opts.issueChangeTicket(app.ctx, outcome.mustChangePassword);
          return sendProblem(reply, {
            type: 'about:blank#password_change_required',
            title: MESSAGES.passwordChangeRequired,
            status: 400,
            code: 'password_change_required',
            change_ticket: changeTicket,
          } as TProblem);
        }
        tokens = outcome.tokens;
      } else {
        tokens = await refreshSession(app.ctx, {
          refreshToken: input.refresh_token,
          clientId: input.client_id,
          ip: ip(request),
        });
      }
      if (!isBrowserRequest(request)) return ZTokenResponse.parse(tokens);
      // A browser keeps the refresh token where its script cannot read it.
      setRefreshCookie(reply, tokens.refresh_token ?? '', config);
      const { refresh_token: _inCookie, ...rest } = tokens;
      return ZTokenResponse.parse(rest);
    },
  );

  app.post(
    '/connect/revocation',
    { schema: { tags: ['auth'], summary: 'Revokes a refresh token (sign-out), RFC 7009' } },
    async (request, reply) => {
      const input = parseInput(ZRevocationRequest, withCookieToken(request, 'token', config));
      if (input.client_id !== config.clientId) throw new AppError(401, 'invalid_client', 'invalidClient');
      await revokeSession(app.ctx, { token: input.token, clientId: input.client_id });
      if (isBrowserRequest(request)) clearRefreshCookie(reply, config);
      return reply.header('cache-control', 'no-store').send({});
    },
  );

  const discovery = { tags: ['auth'], summary: 'OpenID Connect discovery: where the token endpoints and keys are' };
  app.get('/.well-known/openid-configuration', { schema: discovery }, async () => ({
    issuer: config.authority,
    token_endpoint: `${config.publicUrl}/connect/token`,
    revocation_endpoint: `${config.publicUrl}/connect/revocation`,
    jwks_uri: `${config.publicUrl}/.well-known/jwks.json`,
    grant_types_supported: ['password', 'refresh_token'],
    token_endpoint_auth_methods_supported: ['none'],
    id_token_signing_alg_values_supported: ['ES256'],
    claims_supported: ['sub', 'exp', 'iat', 'iss', 'client_id', 'Role', 'UserInfo'],
  }));

  const jwk = {
    ...(await exportJWK(app.ctx.signingKeys.publicKey)),
    kid: app.ctx.signingKeys.kid,
    use: 'sig',
    alg: 'ES256',
  };
  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['auth'], summary: 'The public key that verifies access tokens (JWKS)' } },
    async () => ({ keys: [jwk] }),
  );
}

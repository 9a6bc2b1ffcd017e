import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { appError } from '../../errors';
import { handOverPath, signInVerifiedApplicant } from '../../services/auth/oidc/applicant-oidc.service';
import {
  clearedTransactionCookie,
  finishSignIn,
  SignInRefused,
  startSignIn,
  type OidcSignInDeps,
  type VerifiedIdentity,
} from '../../services/auth/oidc/oidc-sign-in';
import { continuationOf, type SignInAudience, type SignInContinuation } from '../../services/auth/oidc/sign-in-transaction';

/** `again=1` after a refusal: the provider shows its sign-in again, so another account can be chosen. */
export const AskAgainSchema = Type.Optional(
  Type.Literal('1', { description: 'After a refused sign-in: ask the provider to show its sign-in again (prompt=login).' }),
);

const StartQuerySchema = Type.Object(
  {
    renewal: Type.Optional(Type.String({ maxLength: 8 })),
    applicationId: Type.Optional(Type.String({ maxLength: 64 })),
    redirect: Type.Optional(Type.String({ maxLength: 512 })),
    again: AskAgainSchema,
  },
  { description: "The login route's query that decides where a signed-in applicant goes (spec 02 section 4, auth callback)." },
);
const CallbackQuerySchema = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 4096 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    iss: Type.Optional(Type.String({ maxLength: 2048 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: true },
);
const redirect = (description: string) => Type.Unsafe<void>({ type: 'null', description });

/** The provider's answer as the callback got it, every parameter kept (the code is checked by openid-client, not by us). */
function callbackQuery(request: FastifyRequest): URLSearchParams {
  return new URLSearchParams(request.url.split('?')[1] ?? '');
}

/** The login route with the refusal, which shows the expired-access case or says the sign-in failed. */
export function refusalLocation(refused: SignInRefused, loginPath: string): string {
  return `${loginPath}?${new URLSearchParams({ error: refused.error, error_description: refused.description })}`;
}

/**
 * Sign-in through the lender's OpenID Connect provider, under /api/auth/oidc: public, and 404
 * unless OIDC_ISSUER is set. `start` sends the browser to the provider; `callback` is where the
 * provider returns it, and sends it on to the web app's auth callback with the portal's session,
 * or to the login route with the reason it was refused.
 */
const oidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = (): OidcSignInDeps => {
    if (!app.config.oidc) throw appError('HTTP_ERR_NOT_FOUND');
    return { oidc: app.config.oidc, publicUrl: app.config.publicUrl, sealer: app.config.keys.sealer };
  };
  const error = named(ErrorResponseSchema);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get(
    '/oidc/start',
    {
      schema: {
        tags: ['session'],
        summary: "Start signing in with the lender's OpenID Connect provider (authorization code with PKCE); 404 when none is configured",
        querystring: StartQuerySchema,
        response: { 302: redirect("To the provider's sign-in, with the sealed sign-in transaction as a cookie"), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const oidc = deps();
      noStore(reply);
      try {
        const started = await startSignIn(oidc, 'applicant', continuationOf(request.query), { askAgain: request.query.again === '1' });
        return reply.header('set-cookie', started.cookie).redirect(started.location, 302);
      } catch (error) {
        return reply.redirect(refusedLocation(request, 'applicant', error, '/login'), 302);
      }
    },
  );

  app.get(
    '/oidc/callback',
    {
      schema: {
        tags: ['session'],
        summary: "The provider's return: to the web app's auth callback with a session, or to the login route with why it was refused",
        querystring: CallbackQuerySchema,
        response: { 302: redirect('To /access_token=... or /login?error=...'), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const oidc = deps();
      noStore(reply).header('set-cookie', clearedTransactionCookie(oidc, 'applicant'));
      const location = await completeSignIn(request, 'applicant', oidc, async (identity, continuation) =>
        handOverPath(await signInVerifiedApplicant({ db: app.db, config: app.config }, identity), continuation),
      );
      return reply.redirect(location, 302);
    },
  );
};

/** Finishes a sign-in and answers where the browser goes; a refusal is logged with its cause and shown by the login route. */
export async function completeSignIn(
  request: FastifyRequest,
  audience: SignInAudience,
  deps: OidcSignInDeps,
  signedIn: (identity: VerifiedIdentity, continuation: SignInContinuation) => Promise<string>,
  loginPath = '/login',
): Promise<string> {
  try {
    const { identity, continuation } = await finishSignIn(deps, audience, callbackQuery(request), request.headers.cookie);
    return await signedIn(identity, continuation);
  } catch (error) {
    return refusedLocation(request, audience, error, loginPath);
  }
}

/** A refusal, logged with its cause, as the login page's address; anything else is the server's own failure. */
export function refusedLocation(request: FastifyRequest, audience: SignInAudience, error: unknown, loginPath: string): string {
  if (!(error instanceof SignInRefused)) throw error;
  request.log.warn({ refusal: error.error, cause: error.detail instanceof Error ? error.detail.message : error.detail }, `${audience} sign-in refused`);
  return refusalLocation(error, loginPath);
}

export default oidcRoutes;

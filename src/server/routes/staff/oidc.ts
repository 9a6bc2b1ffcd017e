import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { appError } from '../../errors';
import { clearedTransactionCookie, startSignIn, type OidcSignInDeps } from '../../services/auth/oidc/oidc-sign-in';
import { signInVerifiedStaff, STAFF_LOGIN_PATH, staffHandOverPath } from '../../services/staff/staff-oidc.service';
import { AskAgainSchema, completeSignIn, refusedLocation } from '../auth/oidc';

const redirect = (description: string) => Type.Unsafe<void>({ type: 'null', description });

/**
 * Staff sign-in through the lender's provider with the staff client, under /api/staff/oidc:
 * public, and 404 unless OIDC_STAFF_CLIENT_ID is set. The callback sends the console its token,
 * or its sign-in page the reason it was refused.
 */
const staffOidcRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  const deps = (): OidcSignInDeps => {
    if (!app.config.oidc?.staff) throw appError('HTTP_ERR_NOT_FOUND');
    return { oidc: app.config.oidc, publicUrl: app.config.publicUrl, sealer: app.config.keys.sealer };
  };

  app.get(
    '/oidc/start',
    {
      schema: {
        tags: ['staff'],
        summary: "Start a staff member's sign-in with the lender's OpenID Connect provider; 404 when no staff client is configured",
        querystring: Type.Object({ again: AskAgainSchema }),
        response: { 302: redirect("To the provider's sign-in, with the sealed sign-in transaction as a cookie"), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const oidc = deps();
      reply.header('cache-control', 'no-store');
      try {
        const started = await startSignIn(oidc, 'staff', {}, { askAgain: request.query.again === '1' });
        return reply.header('set-cookie', started.cookie).redirect(started.location, 302);
      } catch (error) {
        return reply.redirect(refusedLocation(request, 'staff', error, STAFF_LOGIN_PATH), 302);
      }
    },
  );

  app.get(
    '/oidc/callback',
    {
      schema: {
        tags: ['staff'],
        summary: "The provider's return: to the console with a staff token in the fragment, or to its sign-in page with why it was refused",
        querystring: Type.Object({}, { additionalProperties: true }),
        response: { 302: redirect('To /ops/login#staff_token=... or /ops/login?error=...'), 400: error, 404: error },
      },
    },
    async (request, reply) => {
      const oidc = deps();
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('set-cookie', clearedTransactionCookie(oidc, 'staff'));
      const location = await completeSignIn(
        request,
        'staff',
        oidc,
        async (identity) => staffHandOverPath(await signInVerifiedStaff({ db: app.db, config: app.config }, identity)),
        STAFF_LOGIN_PATH,
      );
      return reply.redirect(location, 302);
    },
  );
};

export default staffOidcRoutes;

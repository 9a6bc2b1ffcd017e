/**
 * An additional owner's sign-in through the lender's identity provider, under /api/owner/oidc:
 * open, and 404 unless OIDC_ISSUER is set (and for a product without the owner role). `start`
 * sends the browser to the provider with the applicants' client; `callback` is where it returns:
 * to the owner's page with their own token in the fragment, or with the reason it was refused.
 * The provider must know `PUBLIC_URL/api/owner/oidc/callback` as a redirect address of that client.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { stepUrl } from '../../../engine/journey/site-paths';
import { appError } from '../../errors';
import { clearedTransactionCookie, startSignIn, type OidcSignInDeps } from '../../services/auth/oidc/oidc-sign-in';
import { openTransaction, readCookie, transactionCookieName } from '../../services/auth/oidc/sign-in-transaction';
import type { OwnerDeps } from '../../services/owners/owner-deps';
import { ownerRole } from '../../services/owners/owner-invitations';
import { ownerHandOverPath, signInVerifiedOwner } from '../../services/owners/owner-oidc.service';
import { AskAgainSchema, completeSignIn, refusedLocation } from '../auth/oidc';

const StartQuerySchema = Type.Object(
  {
    product: Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'The product whose owner page the owner came from.' }),
    applicationId: Type.Optional(
      Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$', description: 'The application the owner is an owner of, when the page knows it.' }),
    ),
    again: AskAgainSchema,
  },
  { additionalProperties: false },
);
const redirect = (description: string) => Type.Unsafe<void>({ type: 'null', description });

const ownerOidcRoutes = (ownerDeps: () => OwnerDeps): FastifyPluginAsyncTypebox =>
  async function ownerOidc(app) {
    const error = named(ErrorResponseSchema);
    const tags = ['owner'];
    const deps = (): OidcSignInDeps => {
      if (!app.config.oidc) throw appError('HTTP_ERR_NOT_FOUND');
      return { oidc: app.config.oidc, publicUrl: app.config.publicUrl, sealer: app.config.keys.sealer };
    };
    const rules = () => ownerDeps().rules;
    const pagePath = (product: string) => {
      const role = ownerRole(rules(), product);
      return role ? stepUrl(product, role.route) : '/';
    };
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    /** The owner page a refusal is shown on: the one the sign-in began from, while its transaction still says which. */
    const refusalPage = async (request: FastifyRequest) => {
      const transaction = await openTransaction(app.config.keys.sealer, 'owner', readCookie(request.headers.cookie, transactionCookieName('owner')));
      const product =
        transaction?.continuation.product ??
        rules()
          .products()
          .find((p) => ownerRole(rules(), p)) ??
        '';
      return pagePath(product);
    };

    app.get(
      '/oidc/start',
      {
        schema: {
          tags,
          summary: "Start an additional owner's sign-in with the lender's OpenID Connect provider; 404 when none is configured",
          querystring: StartQuerySchema,
          response: { 302: redirect("To the provider's sign-in, with the sealed sign-in transaction as a cookie"), 400: error, 404: error },
        },
      },
      async (request, reply) => {
        const oidc = deps();
        const { product, applicationId, again } = request.query;
        if (!ownerRole(rules(), product)) throw appError('HTTP_ERR_NOT_FOUND');
        noStore(reply);
        try {
          const started = await startSignIn(oidc, 'owner', { product, ...(applicationId ? { applicationId } : {}) }, { askAgain: again === '1' });
          return reply.header('set-cookie', started.cookie).redirect(started.location, 302);
        } catch (failure) {
          return reply.redirect(refusedLocation(request, 'owner', failure, pagePath(product)), 302);
        }
      },
    );

    app.get(
      '/oidc/callback',
      {
        schema: {
          tags,
          summary: "The provider's return: to the owner's page with their own token in the fragment, or with why it was refused",
          querystring: Type.Object({}, { additionalProperties: true }),
          response: { 302: redirect('To /{product}/{owner route}#owner_token=... or ?error=...'), 400: error, 404: error },
        },
      },
      async (request, reply) => {
        const oidc = deps();
        const refusedAt = await refusalPage(request);
        noStore(reply).header('set-cookie', clearedTransactionCookie(oidc, 'owner'));
        const location = await completeSignIn(
          request,
          'owner',
          oidc,
          async (identity, continuation) =>
            ownerHandOverPath(pagePath(continuation.product ?? ''), await signInVerifiedOwner(ownerDeps(), identity, continuation)),
          refusedAt,
        );
        return reply.redirect(location, 302);
      },
    );
  };

export default ownerOidcRoutes;

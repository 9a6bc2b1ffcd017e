import { onFirstUse } from '../../threads/on-first-use';
import { appError } from '../../errors';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SessionTokenSchema, UserSchema } from '../../../engine/contract/auth.contract';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { requireAuth } from '../../plugins/authentication';
import { logOut, renewAccessToken } from '../../services/auth/session.service';
import { toUserView } from '../../services/auth/user-view';

const personalDataExport = onFirstUse(() => import('../../services/data-export/personal-data-export'));

const personalDataZip = Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'application/zip' });

/** Session routes under /api/auth; registered inside the authenticated subtree. */
const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const unauthenticated = named(ErrorResponseSchema);

  app.post(
    '/renew',
    {
      schema: {
        tags: ['session'],
        summary: 'A new access token for the same live session',
        response: { 200: named(SessionTokenSchema), 401: unauthenticated },
      },
    },
    async (request) => renewAccessToken({ config: app.config }, requireAuth(request)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['session'],
        summary: 'End the session server-side',
        // void, not null: a 204 has no body to send.
        response: { 204: Type.Unsafe<void>({ type: 'null', description: 'Signed out.' }), 401: unauthenticated },
      },
    },
    async (request, reply) => {
      await logOut({ db: app.db }, requireAuth(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      schema: { tags: ['session'], summary: 'The signed-in user', response: { 200: named(UserSchema), 401: unauthenticated } },
    },
    async (request) => toUserView(requireAuth(request).user),
  );

  app.get(
    '/me/export',
    {
      schema: {
        tags: ['session'],
        summary: 'Everything held about the signed-in user, as a ZIP',
        description:
          'my-data.json (the account, and per application its answers, history, decisions and offers, documents, bank connections, funding account, signatures, loan and notifications) and the documents under documents/. No credentials or secrets.',
        produces: ['application/zip'],
        response: { 200: personalDataZip, 401: unauthenticated },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { exportPersonalData } = await personalDataExport();
      const archive = await exportPersonalData({ db: app.db, storage: app.documentStorage }, auth.userId);
      if (!archive) throw appError('AUTH_ERR_UNAUTHENTICATED');
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(archive);
    },
  );
};

export default sessionRoutes;

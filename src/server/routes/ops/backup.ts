import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import { ErrorResponseSchema } from '../../../engine/contract/errors.contract';
import { named, Type } from '../../../engine/contract/named';
import { dumpEmbeddedDatabase } from '../../db/pglite-dialect';
import { appError } from '../../errors';

const bytes = { schema: { type: 'string', format: 'binary' } };
const databaseDump = Type.Unsafe<Readable>({
  description: "The embedded database's data directory as a gzipped tarball, as PGlite's dumpDataDir makes it.",
  content: { 'application/gzip': bytes },
});

/**
 * POST /api/ops/backup/database: the embedded database, copied by the process that holds it open
 * (decision 62). `npm run backup` calls it before it copies the documents and keys. A POST, so
 * the staff audit records every copy taken; administrators and the operations token only.
 */
const opsBackupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const error = named(ErrorResponseSchema);
  app.post(
    '/database',
    {
      config: { staffRole: 'admin' },
      schema: {
        tags: ['operations'],
        summary: 'A consistent copy of the embedded database, taken between transactions',
        description:
          'For `npm run backup`. The copy holds every committed transaction up to the moment it is taken. ' +
          'A portal on PostgreSQL (DATABASE_URL) answers 404: back PostgreSQL up with its own tools (pg_dump, pg_basebackup).',
        response: { 200: databaseDump, 401: error, 403: error, 404: error },
      },
    },
    async (_request, reply) => {
      const dump = await dumpEmbeddedDatabase(app.db);
      if (!dump) {
        throw appError('HTTP_ERR_NOT_FOUND', {}, { message: 'This portal runs on PostgreSQL: back it up with pg_dump or pg_basebackup.' });
      }
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', 'attachment; filename="database.tar.gz"')
        .header('content-length', String(dump.size))
        .header('cache-control', 'no-store')
        .send(Readable.fromWeb(dump.stream() as ReadableStream));
    },
  );
};

export default opsBackupRoutes;

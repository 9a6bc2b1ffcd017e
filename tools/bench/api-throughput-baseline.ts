/**
 * The throughput bench's baseline: bare Fastify issuing, through the portal's own repository
 * functions on the same driver, the queries the portal's GET and PATCH issue and nothing else
 * (the queries are listed in api-throughput.bench.ts's header).
 */
import jsonPatch, { type Operation } from 'fast-json-patch';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { findApplication, insertApplicationEvent, updateApplicationAtVersion } from '../../src/server/repositories/applications.repository';
import { findSessionWithUser } from '../../src/server/repositories/sessions.repository';
import { toApplicationView } from '../../src/server/services/applications/application-view';
import { findRuleRecords } from '../../src/server/repositories/validation-rules.repository';

export interface Caller {
  userId: string;
  sessionId: string;
}

interface PatchBody {
  version: number;
  stage?: string;
  patch: Operation[];
}

/** Bare Fastify issuing the portal's queries for these two routes and nothing else (see the header). */
export function baselineServer(db: Kysely<Database>, callers: Map<string, Caller>): FastifyInstance {
  const bare = Fastify({ logger: false });
  const liveSession = async (authorization: string | undefined) => {
    const caller = callers.get(authorization ?? '');
    const found = caller && (await findSessionWithUser(db, caller.sessionId, caller.userId));
    return found && !found.session.revoked_at && found.session.expires_at > new Date() ? found.user : undefined;
  };

  bare.get<{ Params: { id: string } }>('/api/apps/:id', async (request, reply) => {
    const user = await liveSession(request.headers.authorization);
    if (!user) return reply.code(401).send();
    const row = await findApplication(db, request.params.id, user.id);
    return row ? toApplicationView(row) : reply.code(404).send();
  });

  bare.patch<{ Params: { id: string }; Body: PatchBody }>('/api/apps/:id', async (request, reply) => {
    const user = await liveSession(request.headers.authorization);
    if (!user) return reply.code(401).send();
    const { version, stage, patch } = request.body;
    const outcome = await db.transaction().execute(async (trx) => {
      const current = await findApplication(trx, request.params.id, user.id, { forUpdate: true });
      if (!current) return 404;
      if (current.version !== version) return 409;
      await findRuleRecords(trx, current.product);
      const at = new Date();
      const data = jsonPatch.applyPatch(current.data, patch).newDocument;
      const updated = await updateApplicationAtVersion(trx, { id: current.id, expectedVersion: version, data, stage: stage ?? current.stage, at });
      if (!updated) return 409;
      await insertApplicationEvent(trx, {
        applicationId: current.id,
        userId: user.id,
        type: 'patched',
        stageFrom: current.stage,
        stageTo: updated.stage,
        version: updated.version,
        patch,
        at,
      });
      return updated;
    });
    return typeof outcome === 'number' ? reply.code(outcome).send() : toApplicationView(outcome);
  });
  return bare;
}

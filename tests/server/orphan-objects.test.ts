/**
 * Bytes an upload left in the store without their row (the portal killed between the two) are
 * removed by the sweep once older than the grace period, on the local disk and on an
 * S3-compatible store (s3rver): a document's and a template's bytes their rows name stay, those
 * no row names go, bytes still within the grace period (an upload whose row is a moment away)
 * stay, and keys of another shape are not touched.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTemplate } from '../../src/server/repositories/document-templates.repository';
import { ORPHAN_GRACE_MS, removeOrphanObjects } from '../../src/server/services/documents/orphan-objects';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { startTestS3, type TestS3 } from '../support/s3-server';
import { upload, useDocumentsServer } from './documents-test-server';

for (const store of ['local disk', 'S3'] as const) {
  describe(`bytes no document names, on the ${store}`, () => {
    let s3: TestS3 | undefined;
    // Read by the server when it starts, after the S3 server has its port.
    const env: Record<string, string> = {};
    beforeAll(async () => {
      if (store !== 'S3') return;
      s3 = await startTestS3();
      Object.assign(env, s3.env, { S3_PREFIX: 'portal/' });
    });
    afterAll(async () => s3?.close());
    const server = useDocumentsServer('pglite', `orphans_${store === 'S3' ? 's3' : 'disk'}`, { env });
    const app = () => server().app;
    const stored = async () => {
      const keys: string[] = [];
      for await (const object of app().documentStorage.list!('applications/')) keys.push(object.key);
      return keys.sort();
    };

    it('are removed once older than the grace period; a document, a template, young bytes and other keys stay', async () => {
      const user = await signUpAndLogIn(app());
      const { id } = await createApplicationFor(app(), user.token);
      const uploaded = await upload(app(), user.token, id, { documentType: 'SUPPORTING_DOCUMENT' }, { name: 'notes.txt', content: 'kept\n' });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const documentId = uploaded.json().document.id as string;
      const document = `applications/${id}/${documentId}`;
      // As an upload killed after the store had the bytes and before the row was committed.
      const orphan = `applications/${id}/${randomUUID()}`;
      // A template staff attached, its row saved; and one whose attaching was killed before its row.
      const templateId = randomUUID();
      const template = `applications/${id}/templates/${templateId}`;
      const orphanTemplate = `applications/${id}/templates/${randomUUID()}`;
      const otherShape = `applications/${id}/exports/${randomUUID()}`;
      for (const key of [orphan, template, orphanTemplate, otherShape]) await app().documentStorage.put(key, Readable.from([Buffer.from('left behind\n')]));
      await insertTemplate(app().db, {
        id: templateId,
        application_id: id,
        storage_key: template,
        file_name: 'Declaration.pdf',
        file_type: 'pdf',
        content_type: 'application/pdf',
        size_bytes: 12,
        sha256: '0'.repeat(64),
        uploaded_by: 'ops@lender.test',
      });
      expect(await stored()).toEqual([document, orphan, template, orphanTemplate, otherShape].sort());

      const deps = { db: app().db, storage: app().documentStorage };
      // Within the grace period the row may be a moment away: nothing goes.
      expect(await removeOrphanObjects(deps, { now: new Date() })).toEqual([]);
      expect(await stored()).toHaveLength(5);

      const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
      expect((await removeOrphanObjects(deps, { now: later })).sort()).toEqual([orphan, orphanTemplate].sort());
      expect(await stored()).toEqual([document, template, otherShape].sort());
      const content = await app().inject({ method: 'GET', url: `/api/apps/${id}/docs/${documentId}/content`, headers: bearer(user.token) });
      expect(content.statusCode).toBe(200);
      expect(content.body).toBe('kept\n');
      // A second sweep finds nothing more.
      expect(await removeOrphanObjects(deps, { now: later })).toEqual([]);
      if (s3) expect((await s3.keys()).sort()).toEqual([`portal/${document}`, `portal/${template}`, `portal/${otherShape}`].sort());
    });
  });
}

/**
 * The applicant's download of everything held about them, on PGlite and PostgreSQL: a ZIP with
 * my-data.json (their account and applications with history and documents' details) and the
 * documents' bytes; no password hash, storage key or token; another applicant's data never in it.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { expect, it } from 'vitest';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { PNG_1X1, upload, useDocumentsServer } from './documents-test-server';

describeEachDatabase('personal data export', (kind) => {
  const server = useDocumentsServer(kind, 'data-export');

  it('gives the applicant their account, applications and documents, and nothing secret or of anyone else', async () => {
    const { app } = server();
    const user = await signUpAndLogIn(app);
    const application = await createApplicationFor(app, user.token);
    const uploaded = await upload(
      app,
      user.token,
      application.id,
      { documentType: 'SUPPORTING_DOCUMENT' },
      { name: 'receipt.png', content: PNG_1X1, contentType: 'image/png' },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const other = await signUpAndLogIn(app);
    const othersApplication = await createApplicationFor(app, other.token);

    const answer = await app.inject({ method: 'GET', url: '/api/auth/me/export', headers: bearer(user.token) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(answer.headers['cache-control']).toBe('no-store');

    const files = unzipSync(new Uint8Array(answer.rawPayload));
    const names = Object.keys(files);
    const data = JSON.parse(strFromU8(files['my-data.json']));
    expect(data.account).toMatchObject({ email: user.email });
    expect(data.applications.map((a: { id: string }) => a.id)).toEqual([application.id]);
    const [exported] = data.applications;
    expect(exported.history.map((e: { type: string }) => e.type)).toContain('created');
    const [document] = exported.documents;
    expect(document).toMatchObject({ document_type: 'SUPPORTING_DOCUMENT', file: expect.stringMatching(new RegExp(`^documents/${application.id}/`)) });
    expect(names).toContain(document.file);
    expect(Buffer.from(files[document.file])).toEqual(PNG_1X1);

    const text = strFromU8(files['my-data.json']);
    for (const secret of ['password_hash', 'storage_key', 'token_sha256', 'provider_reference', othersApplication.id, other.email])
      expect(text).not.toContain(secret);

    expect((await app.inject({ method: 'GET', url: '/api/auth/me/export' })).statusCode).toBe(401);
  });
});

/**
 * Documents a lender asks for properly (spec 01 section 2, 02 sections 3 and 7), through the API
 * with the real tl journey, on PGlite and PostgreSQL: staff attach a template when they ask for a
 * document; the applicant downloads it (theirs only), sees each request outstanding, received,
 * accepted or refused with its reason, and replaces a refused upload; a refusal after submission
 * sends the application back to them.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { multipart, PNG_1X1, samplePdf, upload, uploadSixMonthsOfStatements, useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-document-request-tests-0123456789';
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };

describeEachDatabase('document requests', (kind) => {
  const server = useDocumentsServer(kind, 'document-requests', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const db = () => server().db;
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const requestsOf = (token: string, id: string) => inject('GET', `/api/apps/${id}/docs/requests`, token);
  const review = (id: string, docId: string, body: object, token = OPS_TOKEN) =>
    inject('POST', `/api/ops/applications/${id}/documents/${docId}/review`, token, body);
  const attachTemplate = (id: string, file: { name: string; content: Uint8Array }, token = OPS_TOKEN) => {
    const { payload, headers } = multipart({}, file);
    return app().inject({ method: 'POST', url: `/api/ops/applications/${id}/document-templates`, headers: { ...headers, ...bearer(token) }, payload });
  };

  /** Submitted with manually uploaded statements, before the policy decides. */
  async function submitted() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: completeTlApplication });
    await uploadSixMonthsOfStatements(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version });
    const response = await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {});
    expect(response.statusCode, response.body).toBe(200);
    return { user, id: created.id };
  }

  it('staff attach a template when they ask; only its applicant downloads it, and only a template the request names', async () => {
    const { user, id } = await submitted();
    const form = await samplePdf();
    const attached = await attachTemplate(id, { name: 'Business declaration.pdf', content: form });
    expect(attached.statusCode, attached.body).toBe(201);
    const template = attached.json();
    expect(template).toMatchObject({ fileName: 'Business declaration.pdf', fileType: 'pdf', size: form.length });
    // Attached but never named in a request: staff see it, the applicant does not.
    const unnamed = (await attachTemplate(id, { name: 'draft.png', content: PNG_1X1 })).json();
    expect((await attachTemplate(id, { name: 'x.png', content: PNG_1X1 }, user.token)).statusCode).toBe(401);

    const unknown = await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, {
      outcome: 'CONDITIONAL',
      maxAmount: 100000,
      documents: [{ type: 'DOC_DECLARATION', title: 'Signed business declaration', templateId: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'REQUEST_ERR_VALIDATION', field: 'documents' });
    const decided = await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, {
      outcome: 'CONDITIONAL',
      maxAmount: 100000,
      documents: [
        { type: 'DOC_DECLARATION', title: 'Signed business declaration', templateId: template.id },
        { type: 'DRIVER_LICENCE', title: 'Your driver licence' },
      ],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await app().jobWorker.drain();

    const listed = await requestsOf(user.token, id);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toEqual([
      { type: 'DOC_DECLARATION', title: 'Signed business declaration', template, status: 'outstanding', reason: null, uploads: [] },
      { type: 'DRIVER_LICENCE', title: 'Your driver licence', template: null, status: 'outstanding', reason: null, uploads: [] },
    ]);

    const download = await inject('GET', `/api/apps/${id}/docs/templates/${template.id}/content`, user.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Business declaration.pdf');
    expect(Buffer.compare(download.rawPayload, Buffer.from(form))).toBe(0);
    expect((await inject('GET', `/api/apps/${id}/docs/templates/${unnamed.id}/content`, user.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/apps/${id}/docs/templates/00000000-0000-4000-8000-000000000000/content`, user.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/apps/${id}/docs/templates/not-a-uuid/content`, user.token)).statusCode).toBe(404);

    // Another applicant learns nothing: the application answers 404 as if it did not exist.
    const other = await signUpAndLogIn(app());
    const theirs = await inject('GET', `/api/apps/${id}/docs/templates/${template.id}/content`, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'APP_ERR_NOT_FOUND' });
    expect((await requestsOf(other.token, id)).statusCode).toBe(404);
    expect((await inject('GET', `/api/apps/${id}/docs/templates/${template.id}/content`, '')).statusCode).toBe(401);

    // Staff read any template of the application through the ops API; an applicant's token is not enough.
    const staffRead = await inject('GET', `/api/ops/applications/${id}/document-templates/${unnamed.id}/content`, OPS_TOKEN);
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.headers['content-type']).toBe('image/png');
    expect((await inject('GET', `/api/ops/applications/${id}/document-templates/${template.id}/content`, user.token)).statusCode).toBe(401);
  });

  it('the applicant sees received, accepted and refused-with-reason, replaces a refused upload, and cannot remove an accepted one', async () => {
    const { user, id } = await submitted();
    await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, {
      outcome: 'CONDITIONAL',
      maxAmount: 80000,
      documents: [
        { type: 'DOC_DECLARATION', title: 'Signed business declaration' },
        { type: 'DRIVER_LICENCE', title: 'Your driver licence' },
      ],
    });
    await app().jobWorker.drain();
    const declaration = (
      await upload(app(), user.token, id, { documentType: 'DOC_DECLARATION' }, { name: 'declaration.pdf', content: await samplePdf() })
    ).json();
    const licence = (await upload(app(), user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence.png', content: PNG_1X1 })).json();
    expect((await requestsOf(user.token, id)).json().items.map((r: { status: string }) => r.status)).toEqual(['received', 'received']);
    const submittedDocs = await inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {});
    expect(submittedDocs.json()).toMatchObject({ status: 'ADDITIONAL_DOC_UPLOAD' });

    // Staff review: a refusal needs its reason; an applicant's token is not staff; a statement is not a requested document.
    expect((await review(id, licence.document.id, { verdict: 'refused' })).statusCode).toBe(400);
    expect((await review(id, licence.document.id, { verdict: 'accepted' }, user.token)).statusCode).toBe(401);
    const statement = await db()
      .selectFrom('documents')
      .select('id')
      .where('application_id', '=', id)
      .where('document_type', '=', 'BANK_STATEMENT')
      .executeTakeFirstOrThrow();
    expect((await review(id, statement.id, { verdict: 'accepted' })).json()).toMatchObject({ code: 'DOC_ERR_NOT_REQUESTED' });

    const accepted = await review(id, declaration.document.id, { verdict: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ type: 'DOC_DECLARATION', status: 'accepted', reason: null });
    const refused = await review(id, licence.document.id, { verdict: 'refused', reason: 'The photo is too blurred to read the licence number.' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: 'refused', reason: 'The photo is too blurred to read the licence number.' });

    // The application comes back to the applicant, who is told why.
    const back = (await inject('GET', `/api/apps/${id}`, user.token)).json();
    expect(back).toMatchObject({ status: 'CONDITIONAL', stage: 'ConditionalOfferPassed' });
    const notice = await db()
      .selectFrom('notifications')
      .selectAll()
      .where('application_id', '=', id)
      .where('subject', '=', 'DOCUMENT_REVIEW')
      .executeTakeFirstOrThrow();
    expect(notice.message.text).toContain('The photo is too blurred to read the licence number.');
    expect(notice.message.text).toContain('Your driver licence');
    const event = await db()
      .selectFrom('application_events')
      .selectAll()
      .where('application_id', '=', id)
      .where('type', '=', 'document_refused')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({ stage_from: 'DocumentsUploaded', stage_to: 'ConditionalOfferPassed' });

    const listed = (await requestsOf(user.token, id)).json().items;
    expect(listed).toMatchObject([
      { type: 'DOC_DECLARATION', status: 'accepted', uploads: [{ fileName: 'declaration.pdf', review: 'accepted' }] },
      { type: 'DRIVER_LICENCE', status: 'refused', reason: 'The photo is too blurred to read the licence number.', uploads: [{ review: 'refused' }] },
    ]);
    const stillRefused = await inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {});
    expect(stillRefused.statusCode).toBe(422);
    expect(stillRefused.json()).toMatchObject({ code: 'APP_ERR_DOCUMENTS_MISSING', missing: [{ type: 'DRIVER_LICENCE', title: 'Your driver licence' }] });
    const removeAccepted = await inject('DELETE', `/api/apps/${id}/docs/${declaration.document.id}`, user.token);
    expect(removeAccepted.statusCode).toBe(409);
    expect(removeAccepted.json()).toMatchObject({ code: 'DOC_ERR_ACCEPTED' });

    // The replacement: a new upload of the type; the refused one stays on record, refused.
    const replacement = await upload(app(), user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence-sharper.png', content: PNG_1X1 });
    expect(replacement.statusCode, replacement.body).toBe(201);
    const after = (await requestsOf(user.token, id)).json().items[1];
    expect(after).toMatchObject({ status: 'received', reason: null, uploads: [{ review: 'refused' }, { fileName: 'licence-sharper.png', review: null }] });
    const resubmitted = await inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {});
    expect(resubmitted.json()).toMatchObject({ status: 'ADDITIONAL_DOC_UPLOAD', stage: 'DocumentsUploaded' });

    // Staff see the same requests through the ops API.
    const staffView = await inject('GET', `/api/ops/applications/${id}/document-requests`, OPS_TOKEN);
    expect(staffView.json().items.map((r: { status: string }) => r.status)).toEqual(['accepted', 'received']);
    expect((await inject('GET', `/api/ops/applications/${id}/document-requests`, user.token)).statusCode).toBe(401);
  });
});

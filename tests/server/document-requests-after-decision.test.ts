/**
 * Staff change what a conditional approval asks for after the decision, through the API with the
 * real tl journey, on PGlite and PostgreSQL: a template attached to a document already asked for,
 * and one more document asked for, reach the applicant's list; the console's decision list names
 * each request's template; an application that had sent its documents comes back to the applicant
 * for the new one; and nothing changes once the application no longer waits on documents.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { multipart, PNG_1X1, samplePdf, upload, uploadSixMonthsOfStatements, useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-document-amendment-tests-0123456789';
const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };

describeEachDatabase('document requests after the decision', (kind) => {
  const server = useDocumentsServer(kind, 'document-requests-after-decision', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '0' },
  });
  const app = () => server().app;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const requestsOf = (token: string, id: string) => inject('GET', `/api/apps/${id}/docs/requests`, token);
  const amend = (id: string, type: string, body: object, token = OPS_TOKEN) =>
    inject('PUT', `/api/ops/applications/${id}/document-requests/${type}`, token, body);
  const attachTemplate = async (id: string, file: { name: string; content: Uint8Array }) => {
    const { payload, headers } = multipart({}, file);
    const response = await app().inject({
      method: 'POST',
      url: `/api/ops/applications/${id}/document-templates`,
      headers: { ...headers, ...bearer(OPS_TOKEN) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; fileName: string };
  };

  /** Submitted and approved on condition of a driver licence, with no template. */
  async function conditional() {
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: applicant, patchAppData: completeTlApplication });
    await uploadSixMonthsOfStatements(app(), user.token, created.id);
    const current = (await inject('GET', `/api/apps/${created.id}`, user.token)).json();
    await inject('PATCH', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version });
    expect((await inject('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    const decided = await inject('POST', `/api/ops/applications/${created.id}/decision`, OPS_TOKEN, {
      outcome: 'CONDITIONAL',
      maxAmount: 90000,
      tier: 'B',
      documents: [{ type: 'DRIVER_LICENCE', title: 'Your driver licence' }],
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await app().jobWorker.drain();
    return { user, id: created.id as string, decision: decided.json().decision as { id: string; expiresAt: string } };
  }

  it('staff attach a template to a requested document and ask for another after the decision; the applicant sees both and the terms stay', async () => {
    const { user, id, decision } = await conditional();
    const form = await attachTemplate(id, { name: 'Identity declaration.pdf', content: await samplePdf() });

    const withTemplate = await amend(id, 'DRIVER_LICENCE', { title: 'Your driver licence', templateId: form.id });
    expect(withTemplate.statusCode, withTemplate.body).toBe(200);
    const trustForm = await attachTemplate(id, { name: 'Trust deed summary.png', content: PNG_1X1 });
    const added = await amend(id, 'DOC_TRUST_DEED', { title: 'A summary of the trust deed', templateId: trustForm.id });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items).toMatchObject([
      { type: 'DRIVER_LICENCE', template: { id: form.id, fileName: 'Identity declaration.pdf' }, status: 'outstanding' },
      { type: 'DOC_TRUST_DEED', title: 'A summary of the trust deed', template: { id: trustForm.id }, status: 'outstanding' },
    ]);

    // The applicant's Upload Documents view reads the same list and may download both forms.
    const listed = (await requestsOf(user.token, id)).json().items;
    expect(listed.map((r: { type: string; template: { fileName: string } | null }) => [r.type, r.template?.fileName])).toEqual([
      ['DRIVER_LICENCE', 'Identity declaration.pdf'],
      ['DOC_TRUST_DEED', 'Trust deed summary.png'],
    ]);
    expect((await inject('GET', `/api/apps/${id}/docs/templates/${trustForm.id}/content`, user.token)).statusCode).toBe(200);
    // ... and upload the new document's type.
    const deed = await upload(app(), user.token, id, { documentType: 'DOC_TRUST_DEED' }, { name: 'deed.png', content: PNG_1X1 });
    expect(deed.statusCode, deed.body).toBe(201);

    // The decision's terms and its offer's expiry are the decision's; the console lists each request with its template.
    const detail = (await inject('GET', `/api/ops/applications/${id}`, OPS_TOKEN)).json();
    expect(detail.application.status).toBe('CONDITIONAL');
    expect(detail.decisions[0]).toMatchObject({
      outcome: 'CONDITIONAL',
      approvedMaxAmount: 90000,
      tier: 'B',
      expiresAt: decision.expiresAt,
      decidedBy: 'operations',
    });
    expect(detail.decisions[0].documents).toEqual([
      {
        type: 'DRIVER_LICENCE',
        title: 'Your driver licence',
        template: expect.objectContaining({ id: form.id, fileName: 'Identity declaration.pdf', fileType: 'pdf' }),
      },
      { type: 'DOC_TRUST_DEED', title: 'A summary of the trust deed', template: expect.objectContaining({ fileName: 'Trust deed summary.png' }) },
    ]);
    expect(detail.decisions.at(-1).documents).toEqual([{ type: 'DRIVER_LICENCE', title: 'Your driver licence', template: null }]);

    // A template must be the application's; an applicant's token is not staff.
    const foreign = await amend(id, 'DRIVER_LICENCE', { title: 'Your driver licence', templateId: '00000000-0000-4000-8000-000000000000' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'REQUEST_ERR_VALIDATION', field: 'documents' });
    expect((await amend(id, 'DRIVER_LICENCE', { title: 'Your driver licence' }, user.token)).statusCode).toBe(401);
  });

  it('a document asked for after the applicant sent theirs brings the application back to them; nothing changes once it no longer waits on documents', async () => {
    const { user, id } = await conditional();
    await upload(app(), user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence.png', content: PNG_1X1 });
    expect((await inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {})).json()).toMatchObject({ status: 'ADDITIONAL_DOC_UPLOAD' });

    // A template for the document already received changes the request, not where the application stands.
    const form = await attachTemplate(id, { name: 'form.png', content: PNG_1X1 });
    expect((await amend(id, 'DRIVER_LICENCE', { title: 'Your driver licence', templateId: form.id })).statusCode).toBe(200);
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json()).toMatchObject({ status: 'ADDITIONAL_DOC_UPLOAD' });

    // One more document: the application returns to the conditional status for it, recorded.
    const more = await amend(id, 'DOC_LEASE', { title: 'Your premises lease' });
    expect(more.statusCode, more.body).toBe(200);
    expect((await inject('GET', `/api/apps/${id}`, user.token)).json()).toMatchObject({ status: 'CONDITIONAL', stage: 'ConditionalOfferPassed' });
    const event = await server()
      .db.selectFrom('application_events')
      .selectAll()
      .where('application_id', '=', id)
      .where('type', '=', 'documents_requested')
      .executeTakeFirstOrThrow();
    expect(event.details).toMatchObject({ documentType: 'DOC_LEASE' });
    const missing = await inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {});
    expect(missing.json()).toMatchObject({ code: 'APP_ERR_DOCUMENTS_MISSING', missing: [{ type: 'DOC_LEASE', title: 'Your premises lease' }] });
    await upload(app(), user.token, id, { documentType: 'DOC_LEASE' }, { name: 'lease.pdf', content: await samplePdf() });
    expect((await inject('POST', `/api/apps/${id}/workflow/documents-submitted`, user.token, {})).json()).toMatchObject({ status: 'ADDITIONAL_DOC_UPLOAD' });

    // Approved: the requests are closed.
    const approved = await inject('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 90000, tier: 'B' });
    expect(approved.statusCode, approved.body).toBe(200);
    const closed = await amend(id, 'DOC_LEASE', { title: 'Your premises lease' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'DOC_ERR_REQUESTS_CLOSED' });
  });
});

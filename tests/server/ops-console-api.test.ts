/** The operations console's reads: applications found by filters a page at a time, and one read whole with its history. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { upload } from './documents-test-server';

describeEachDatabase('operations console reads', (kind) => {
  let server: TestServer;
  const ids: string[] = [];
  const emails: string[] = [];
  const app = () => server.app;
  const machine = () => bearer(server.config.ops.token);
  const find = (query: string) => app().inject({ method: 'GET', url: `/api/ops/applications?${query}`, headers: machine() });

  beforeAll(async () => {
    server = await startTestServer(kind, 'ops_console');
    for (const name of ['Wattle Bakery', 'Banksia Plumbing', 'Wattle Grove Cafe']) {
      const applicant = await signUpAndLogIn(app());
      const application = await createApplicationFor(app(), applicant.token, { patchAppData: { business: { legalBusinessName: name } } });
      ids.push(application.id);
      emails.push(applicant.email);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('pages through every application newest first, each once, by the cursor it gives', async () => {
    const seen: string[] = [];
    const keys: string[] = [];
    let after = '';
    for (let page = 0; page < 10; page++) {
      const answer = await find(`limit=1${after ? `&after=${after}` : ''}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const { items, next } = answer.json();
      seen.push(...items.map((i: { id: string }) => i.id));
      keys.push(...items.map((i: { id: string; createdAt: string }) => `${i.createdAt}|${i.id}`));
      if (!next) break;
      after = next;
    }
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(keys).toEqual([...keys].sort().reverse());
    expect(new Set(seen).size).toBe(seen.length);
    expect((await find('after=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });

  it('finds by words of the answers, an e-mail, an id, a status, a stage and a creation day', async () => {
    const wattle = (await find('q=wattle')).json().items.map((i: { id: string }) => i.id);
    expect(wattle).toEqual([ids[2], ids[0]]);
    const byEmail = (await find(`q=${encodeURIComponent(emails[1])}`)).json().items;
    expect(byEmail).toEqual([expect.objectContaining({ id: ids[1], email: emails[1], status: 'IN_PROGRESS', product: 'tl' })]);
    expect((await find(`q=${ids[1]}`)).json().items.map((i: { id: string }) => i.id)).toEqual([ids[1]]);
    expect((await find('q=wattle&status=SUBMITTED')).json().items).toEqual([]);
    const stage = (await find(`q=${ids[1]}`)).json().items[0].stage as string;
    expect((await find(`q=${ids[1]}&stage=${stage}`)).json().items).toHaveLength(1);
    expect((await find(`q=${ids[1]}&stage=ApplicationInReview`)).json().items).toEqual([]);
    expect((await find('stage=Not-a-stage')).statusCode).toBe(400);
    // Wildcards typed are letters, not patterns.
    expect((await find('q=%25')).json().items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await find(`q=wattle&createdFrom=${today}&createdTo=${today}`)).json().items).toHaveLength(2);
    expect((await find('q=wattle&createdTo=2000-01-01')).json().items).toEqual([]);
  });

  it("reads one application with its account, documents and a history of the applicant's changes and the staff's actions", async () => {
    const moved = await app().inject({
      method: 'POST',
      url: `/api/ops/applications/${ids[0]}/status`,
      headers: machine(),
      payload: { status: 'EXPIRED', reason: 'Closed at the applicant’s request' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = await app().inject({ method: 'GET', url: `/api/ops/applications/${ids[0]}`, headers: machine() });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.application).toMatchObject({ id: ids[0], status: 'EXPIRED', data: { business: { legalBusinessName: 'Wattle Bakery' } } });
    expect(body.account.email).toBe(emails[0]);
    expect(body.documents).toEqual([]);
    expect(body.history.map((h: { kind: string; what: string }) => `${h.kind}:${h.what}`)).toEqual([
      'application:created',
      'application:status_changed',
      'staff:POST /api/ops/applications/:id/status',
    ]);
    expect(body.history[0].who).toBe(emails[0]);
    expect(body.history[2]).toMatchObject({ who: 'operations token', reason: 'Closed at the applicant’s request' });
    expect((await app().inject({ method: 'GET', url: `/api/ops/applications/00000000-0000-4000-8000-000000000000`, headers: machine() })).statusCode).toBe(404);
  });

  it("gives staff a document's bytes only through its own application, and audits the read", async () => {
    const owner = await signUpAndLogIn(app());
    const application = await createApplicationFor(app(), owner.token);
    const doc = (await upload(app(), owner.token, application.id, { documentType: 'SUPPORTING_DOCUMENT' }, { name: 'lease.txt', content: 'Lease' })).json()
      .document as { id: string };
    const content = (applicationId: string, docId: string) =>
      app().inject({ method: 'GET', url: `/api/ops/applications/${applicationId}/documents/${docId}/content`, headers: machine() });
    const read = await content(application.id, doc.id);
    expect(read.statusCode).toBe(200);
    expect(read.body).toBe('Lease');
    expect(read.headers['content-disposition']).toContain('lease.txt');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect((await content(ids[0], doc.id)).statusCode).toBe(404);
    expect((await content('not-an-id', doc.id)).statusCode).toBe(404);
    const detail = (await app().inject({ method: 'GET', url: `/api/ops/applications/${application.id}`, headers: machine() })).json();
    expect(detail.documents).toEqual([expect.objectContaining({ id: doc.id, fileName: 'lease.txt', documentType: 'SUPPORTING_DOCUMENT', sizeBytes: 5 })]);
    expect(detail.history.at(-1)).toMatchObject({ kind: 'staff', what: 'GET /api/ops/applications/:id/documents/:docId/content', who: 'operations token' });
  });

  it('answers no applicant', async () => {
    const applicant = await signUpAndLogIn(app());
    for (const url of ['/api/ops/applications', `/api/ops/applications/${ids[0]}`]) {
      expect((await app().inject({ method: 'GET', url, headers: bearer(applicant.token) })).statusCode).toBe(401);
    }
  });
});

describeEachDatabase('personal answers in the console', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'ops_personal');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('are masked when an application is read, and shown in clear only for a reason the history keeps', async () => {
    const applicant = await signUpAndLogIn(server.app);
    const owner = { firstName: 'Ada', lastName: 'Citizen', dateOfBirth: '1984-03-09', nationalId: 'N1234567' };
    const { id } = await createApplicationFor(server.app, applicant.token, { patchAppData: { owners: [owner] } });
    const machine = bearer(server.config.ops.token);

    const read = await server.app.inject({ method: 'GET', url: `/api/ops/applications/${id}`, headers: machine });
    expect(read.json().application.data.owners[0]).toMatchObject({ firstName: 'Ada', dateOfBirth: '••••••', nationalId: '••••••' });
    expect(read.body).not.toContain('1984-03-09');
    expect(read.body).not.toContain('N1234567');

    const refused = await server.app.inject({ method: 'POST', url: `/api/ops/applications/${id}/personal-data`, headers: machine, payload: {} });
    expect(refused.statusCode).toBe(400);
    // A reason is words: spaces or punctuation reveal nothing.
    for (const reason of ['   ', '...', '?!?!', '1 2 3', '\t\t\t']) {
      const blank = await server.app.inject({ method: 'POST', url: `/api/ops/applications/${id}/personal-data`, headers: machine, payload: { reason } });
      expect(blank.statusCode, JSON.stringify(reason)).toBe(400);
      expect(blank.body).not.toContain('1984-03-09');
    }
    const revealed = await server.app.inject({
      method: 'POST',
      url: `/api/ops/applications/${id}/personal-data`,
      headers: machine,
      payload: { reason: 'Identity check with the applicant on the phone' },
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    // In the order the database keeps the document's members, which is not the order they were sent in.
    const values = revealed.json().values as { pointer: string }[];
    expect(values.sort((a, b) => a.pointer.localeCompare(b.pointer))).toEqual([
      { pointer: '/owners/0/dateOfBirth', value: '1984-03-09' },
      { pointer: '/owners/0/nationalId', value: 'N1234567' },
    ]);
    const history = (await server.app.inject({ method: 'GET', url: `/api/ops/applications/${id}`, headers: machine })).json().history;
    expect(history.at(-1)).toMatchObject({
      kind: 'staff',
      what: 'POST /api/ops/applications/:id/personal-data',
      reason: 'Identity check with the applicant on the phone',
    });
    // Applicants never reach it.
    const applicantCall = await server.app.inject({
      method: 'POST',
      url: `/api/ops/applications/${id}/personal-data`,
      headers: bearer(applicant.token),
      payload: { reason: 'mine' },
    });
    expect(applicantCall.statusCode).toBe(401);
  });
});

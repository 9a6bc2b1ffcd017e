/**
 * A product's own texts reach its applicants from the server: a product made with `journey new`
 * words two shared texts its own way (`own-words.messages.en-AU.json`), and its application's
 * refused answer (422 of a PATCH) and refused upload (a coded refusal) say them, while tl's, from
 * the same server, still say the shared catalogue's; so does the notice of a document staff
 * refused. On PGlite and PostgreSQL.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../src/server/build-server';
import { loadConfig } from '../../src/server/config';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { scaffoldProduct } from '../../tools/journey/new-product';
import { completeTlApplication } from '../../tools/fixtures/tl-application';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../support/test-databases';
import { acceptManualUpload, monthsAgo, PNG_1X1, upload, uploadSixMonthsOfStatements } from './documents-test-server';

const PRODUCT = 'own-words';
const OWN = {
  loanAmountMin: 'Own words: we lend from {minimum:money}.',
  fileEmpty: 'Own words: that file has nothing in it.',
  documentRefusedNotice: 'Own words: please upload "{0}" again. {1}',
};
const OPS_TOKEN = 'ops-token-for-the-product-messages-test-0123';
const REASON = 'The photo is too blurred to read.';

describeEachDatabase("a product's own texts on the server", (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let dataDir: string;
  let shared: Record<string, string>;
  let root: string;

  beforeAll(async () => {
    // The journeys beside their schemas, as the server reads them.
    root = await mkdtemp(path.join(tmpdir(), 'lj-product-messages-journeys-'));
    const journeysDir = path.join(root, 'journeys');
    await cp('journeys', journeysDir, { recursive: true });
    await cp('schemas', path.join(root, 'schemas'), { recursive: true });
    await scaffoldProduct(journeysDir, PRODUCT, 'tl');
    await writeFile(path.join(journeysDir, `${PRODUCT}.messages.en-AU.json`), JSON.stringify(OWN, null, 2));
    shared = JSON.parse(await readFile(path.join(journeysDir, 'messages.en-AU.json'), 'utf8'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'lj-product-messages-'));
    database = await openTestDatabase(kind, 'product_messages');
    const config = await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test', OPS_TOKEN });
    app = await buildServer({ config, db: database.db, applicationRules: await createJourneyRules(journeysDir), logger: false, messages: shared });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** An application of the product with every answer given, and what its refusals say. */
  async function refusalsOf(product: string) {
    const user = await signUpAndLogIn(app);
    const { id } = await createApplicationFor(app, user.token, {
      createAppData: { firstName: 'Jane', lastName: 'Citizen', email: user.email, product },
      patchAppData: completeTlApplication,
    });
    const { version } = (await app.inject({ method: 'GET', url: `/api/apps/${id}`, headers: bearer(user.token) })).json();
    const patch = [{ op: 'replace', path: '/fundingNeeds/desiredLoanAmount', value: 5000 }];
    const tooSmall = await app.inject({
      method: 'PATCH',
      url: `/api/apps/${id}`,
      headers: bearer(user.token),
      payload: { stage: 'FundingNeeds', patch, version },
    });
    expect(tooSmall.statusCode, tooSmall.body).toBe(422);
    await acceptManualUpload(app, user.token, id);
    const fields = { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(6), statementTo: monthsAgo(1) };
    const empty = await upload(app, user.token, id, fields, { name: 'statement.csv', content: '' });
    expect(empty.statusCode, empty.body).toBe(422);
    return {
      answer: (tooSmall.json().errors as { path: string; message: string }[]).find((e) => e.path === '/fundingNeeds/desiredLoanAmount')?.message,
      upload: empty.json() as { code: string; message: string; messageKey: string },
    };
  }

  it("says the product's own words for its applications and the shared ones for tl's", async () => {
    const own = await refusalsOf(PRODUCT);
    expect(own.answer).toBe('Own words: we lend from $10,000.');
    expect(own.upload).toMatchObject({ code: 'DOC_ERR_FILE_EMPTY', messageKey: 'fileEmpty', message: OWN.fileEmpty });

    const tl = await refusalsOf('tl');
    expect(tl.answer).toBe(shared.loanAmountMin.replace('{minimum:money}', '$10,000'));
    expect(tl.upload).toMatchObject({ code: 'DOC_ERR_FILE_EMPTY', messageKey: 'fileEmpty', message: shared.fileEmpty });
    expect(tl.upload.message).not.toBe(OWN.fileEmpty);
  });

  /** The notice an applicant of the product gets when staff refuse the document they asked for. */
  async function refusedDocumentNotice(product: string): Promise<string> {
    const user = await signUpAndLogIn(app);
    const { id } = await createApplicationFor(app, user.token, {
      createAppData: { firstName: 'Jane', lastName: 'Citizen', email: user.email, product },
      patchAppData: completeTlApplication,
    });
    await uploadSixMonthsOfStatements(app, user.token, id);
    const { version } = (await app.inject({ method: 'GET', url: `/api/apps/${id}`, headers: bearer(user.token) })).json();
    await app.inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(user.token), payload: { stage: 'ReviewAndSubmit', patch: [], version } });
    const submit = await app.inject({ method: 'POST', url: `/api/apps/${id}/workflow/submit`, headers: bearer(user.token), payload: {} });
    expect(submit.statusCode, submit.body).toBe(200);
    const staff = { authorization: `Bearer ${OPS_TOKEN}` };
    const decision = { outcome: 'CONDITIONAL', maxAmount: 80000, documents: [{ type: 'DRIVER_LICENCE', title: 'Your driver licence' }] };
    const decided = await app.inject({ method: 'POST', url: `/api/ops/applications/${id}/decision`, headers: staff, payload: decision });
    expect(decided.statusCode, decided.body).toBe(200);
    const licence = (await upload(app, user.token, id, { documentType: 'DRIVER_LICENCE' }, { name: 'licence.png', content: PNG_1X1 })).json();
    const url = `/api/ops/applications/${id}/documents/${licence.document.id}/review`;
    const refused = await app.inject({ method: 'POST', url, headers: staff, payload: { verdict: 'refused', reason: REASON } });
    expect(refused.statusCode, refused.body).toBe(200);
    const notice = await database.db
      .selectFrom('notifications')
      .selectAll()
      .where('application_id', '=', id)
      .where('subject', '=', 'DOCUMENT_REVIEW')
      .executeTakeFirstOrThrow();
    return notice.message.text;
  }

  it("tells of a refused document in the product's own words, and tl's applicant in the shared ones", async () => {
    expect(await refusedDocumentNotice(PRODUCT)).toBe(`Own words: please upload "Your driver licence" again. ${REASON}`);
    expect(await refusedDocumentNotice('tl')).toBe(shared.documentRefusedNotice.replace('{0}', 'Your driver licence').replace('{1}', REASON));
  });
});

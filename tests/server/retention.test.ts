/**
 * The retention job with a controlled clock: an application that ended without a loan more than
 * RETENTION_DAYS ago loses its personal data (answers, history patches, documents and their
 * bytes, funding account, notifications) and keeps the record of what happened; a recent one, a
 * funded one and a live one are untouched; two passes at once do the work once; bytes this
 * instance's store does not hold (another instance's disk) are named in a warning.
 */
import path from 'node:path';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import type { ApplicationRules } from '../../src/server/services/application-rules';
import { deidentifyEndedApplications, type RetentionDeps } from '../../src/server/services/time-rules/retention';
import { bearer, createApplicationFor, signUpAndLogIn, type SignedInUser } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { samplePdf, upload, useDocumentsServer } from './documents-test-server';

const DAY = 24 * 60 * 60 * 1000;
const RETENTION_DAYS = 730;

describeEachDatabase('the retention job', (kind) => {
  const server = useDocumentsServer(kind, 'retention', { rules: () => createJourneyRules(path.resolve('journeys')) });
  let rules: ApplicationRules;

  beforeAll(async () => {
    rules = await createJourneyRules(path.resolve('journeys'));
  });

  const deps = (): RetentionDeps => ({ db: server().db, rules, storage: server().app.documentStorage, retentionDays: RETENTION_DAYS });
  const storedFiles = (id: string) => readdir(join(server().dataDir, 'documents', 'applications', id)).catch(() => []);

  /** An application with answers, a document, a funding account and a notice, ended `endedDaysAgo` in `status`. */
  async function ended(status: string, endedDaysAgo: number, options: { funded?: boolean } = {}): Promise<{ id: string; user: SignedInUser }> {
    // An applicant each: one may not start a second application while the first is open.
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    const patched = await server().app.inject({
      method: 'PATCH',
      url: `/api/apps/${created.id}`,
      headers: bearer(user.token),
      payload: { stage: created.stage, version: created.version, patch: [{ op: 'replace', path: '/owners/0/firstName', value: 'Alexandra' }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const uploaded = await upload(
      server().app,
      user.token,
      created.id,
      { documentType: 'SUPPORTING_DOCUMENT' },
      { name: 'rates.pdf', content: await samplePdf() },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const db = server().db;
    await db
      .insertInto('funding_accounts')
      .values({
        application_id: created.id,
        bank_name: 'Bank',
        bsb: '062000',
        account_number_sealed: 'v1.x.y.z',
        account_number_last3: '678',
        account_number_length: 8,
      })
      .execute();
    await db
      .insertInto('notifications')
      .values({
        user_id: user.id,
        application_id: created.id,
        subject: 'APPLICATION_STATUS',
        message: JSON.stringify({ text: 'Hello Alex', additionalInfo: {} }),
      })
      .execute();
    // A mail the server refused: its details name the recipient.
    await db
      .insertInto('application_events')
      .values({
        application_id: created.id,
        user_id: null,
        type: 'mail_refused',
        stage_from: null,
        stage_to: null,
        version: created.version,
        patch: '[]',
        details: JSON.stringify({ to: 'alexandra@example.com.au', subject: 'Your application', response: '550 no such user' }),
      })
      .execute();
    // An additional owner invited to their own part, with a sign-in: their address is personal data too.
    const invited = await db
      .insertInto('additional_owners')
      .values({ application_id: created.id, owner_index: 0, email: 'partner@example.com.au', link_sha256: null, link_expires_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('owner_sessions')
      .values({ owner_id: invited.id, expires_at: new Date(Date.now() + DAY) })
      .execute();
    await db
      .insertInto('decisions')
      .values({ application_id: created.id, outcome: 'DECLINED', decided_by: 'policy', rule_id: 'r', declined_reasons: '["LOW_REVENUE"]', documents: '[]' })
      .execute();
    if (options.funded) {
      await db
        .insertInto('loans')
        .values({
          application_id: created.id,
          loan_code: `L${created.id.slice(0, 8)}`,
          funded_amount: '50000',
          outstanding_balance: '40000',
          funded_at: new Date(),
        })
        .execute();
    }
    await db
      .updateTable('applications')
      .set({ status, updated_at: new Date(Date.now() - endedDaysAgo * DAY) })
      .where('id', '=', created.id)
      .execute();
    return { id: created.id, user };
  }

  async function stateOf(id: string) {
    const db = server().db;
    const count = async (table: 'documents' | 'funding_accounts' | 'notifications' | 'decisions' | 'additional_owners') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('application_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const application = await db.selectFrom('applications').select(['status', 'data', 'deidentified_at']).where('id', '=', id).executeTakeFirstOrThrow();
    const events = await db.selectFrom('application_events').select(['type', 'patch', 'details']).where('application_id', '=', id).orderBy('id').execute();
    return {
      application,
      events,
      documents: await count('documents'),
      fundingAccounts: await count('funding_accounts'),
      notifications: await count('notifications'),
      decisions: await count('decisions'),
      additionalOwners: await count('additional_owners'),
      files: await storedFiles(id),
    };
  }

  it('removes the personal data of an application that ended without a loan past the period, once, and keeps its record', async () => {
    const { id: old, user } = await ended('DECLINED', RETENTION_DAYS + 1);
    const before = await stateOf(old);
    expect(JSON.stringify(before.application.data)).toContain('Alexandra');
    expect(JSON.stringify(before.events.map((event) => event.patch))).toContain('Alexandra');
    expect(before).toMatchObject({ documents: 1, fundingAccounts: 1, notifications: 1, decisions: 1, additionalOwners: 1 });
    expect(before.files).toHaveLength(1);

    const now = new Date();
    const passes = await Promise.all([deidentifyEndedApplications(deps(), now), deidentifyEndedApplications(deps(), now)]);
    expect(passes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);

    const after = await stateOf(old);
    expect(after.application).toEqual({ status: 'DECLINED', data: {}, deidentified_at: expect.any(Date) });
    expect(after.events.map((event) => event.type)).toEqual(before.events.map((event) => event.type));
    expect(after.events.every((event) => Array.isArray(event.patch) && event.patch.length === 0)).toBe(true);
    expect(JSON.stringify(before.events)).toContain('alexandra@example.com.au');
    expect(JSON.stringify(after.events)).not.toContain('alexandra@example.com.au');
    expect(after).toMatchObject({ documents: 0, fundingAccounts: 0, notifications: 0, decisions: 1, additionalOwners: 0, files: [] });
    // The history stays append-only for everything but emptying a patch.
    await expect(server().db.updateTable('application_events').set({ type: 'patched' }).where('application_id', '=', old).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(server().db.deleteFrom('application_events').where('application_id', '=', old).execute()).rejects.toThrow(/append-only/);
    // Done once: a later pass finds nothing more of it to do.
    const at = after.application.deidentified_at;
    await deidentifyEndedApplications(deps(), new Date(now.getTime() + DAY));
    expect((await stateOf(old)).application.deidentified_at).toEqual(at);

    // The applicant still sees that the application existed and how it ended.
    const read = await server().app.inject({ method: 'GET', url: `/api/apps/${old}`, headers: bearer(user.token) });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ status: 'DECLINED' });
    // Staff see when and why it is empty.
    const staffRead = await server().app.inject({ method: 'GET', url: `/api/ops/applications/${old}`, headers: bearer(server().app.config.ops.token) });
    expect(staffRead.statusCode, staffRead.body).toBe(200);
    expect(staffRead.json()).toMatchObject({ deidentifiedAt: at!.toISOString(), documents: [], application: { data: {} } });
  });

  it('leaves a recently ended, a funded and a live application whole', async () => {
    const recent = await ended('EXPIRED', RETENTION_DAYS - 1);
    const funded = await ended('COMPLETED', RETENTION_DAYS * 3, { funded: true });
    const live = await ended('SUBMITTED', RETENTION_DAYS * 3);
    await deidentifyEndedApplications(deps(), new Date());
    for (const { id } of [recent, funded, live]) {
      const state = await stateOf(id);
      expect(state.application.deidentified_at, id).toBeNull();
      expect(JSON.stringify(state.application.data)).toContain('Alex');
      expect(state).toMatchObject({ documents: 1, fundingAccounts: 1, notifications: 1 });
    }
    // A clock two days on reaches the recent one.
    await deidentifyEndedApplications(deps(), new Date(Date.now() + 2 * DAY));
    expect((await stateOf(recent.id)).application.deidentified_at).not.toBeNull();
  });

  it("names in a warning the bytes it could not find on this instance's store, and still de-identifies", async () => {
    const { id } = await ended('DECLINED', RETENTION_DAYS + 1);
    const [file] = await storedFiles(id);
    expect(file).toBeDefined();
    // Uploaded through another instance with a disk of its own: this one never held the bytes.
    await rm(join(server().dataDir, 'documents', 'applications', id), { recursive: true, force: true });
    const warnings: { message: string; details: Record<string, unknown> }[] = [];
    await deidentifyEndedApplications({ ...deps(), warn: (message, details) => warnings.push({ message, details }) }, new Date());
    expect((await stateOf(id)).application.deidentified_at).not.toBeNull();
    expect(warnings).toEqual([
      {
        message: expect.stringMatching(/not found on this instance/),
        details: expect.objectContaining({ applicationId: id, key: `applications/${id}/${file}` }),
      },
    ]);
  });
});

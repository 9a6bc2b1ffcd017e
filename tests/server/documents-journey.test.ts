/**
 * The statement step with the real tl journey: the server-owned summary is the step's
 * completeWhen, so the stage check refuses to move past it before six months are covered, and
 * no client patch can write the summary.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkApplicationChange } from '../../src/engine/lifecycle/check-change';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { completeTlApplication, tl } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { acceptManualUpload, connectGoodSandboxUser, monthsAgo, samplePdf, upload, useDocumentsServer } from './documents-test-server';

const applicant = { firstName: 'Jane', lastName: 'Citizen', email: 'jane@example.com.au', product: 'tl' };
const withStatements = (complete: boolean) => ({
  ...completeTlApplication,
  _extension: { statements: { method: 'uploaded', coveredMonths: [], requiredMonths: [], complete, statementCount: 1 } },
});

describe('the StatementCollect step of the tl journey', () => {
  it('is complete only when the summary says six months are covered', async () => {
    const cj = await tl();
    const move = (document: unknown) =>
      checkApplicationChange(cj, { status: 'IN_PROGRESS', fromStage: 'StatementCollect', toStage: 'AdditionalOwners', before: document, after: document });
    expect(cj.step('PersonalInfo').next).toEqual([{ to: 'StatementCollect' }]);
    expect(move(completeTlApplication)).toMatchObject({ ok: false, errors: [{ key: 'stageNotAllowed' }] });
    expect(move(withStatements(false))).toMatchObject({ ok: false });
    expect(move(withStatements(true))).toEqual({ ok: true, stage: 'AdditionalOwners' });
  });

  it('refuses a change of the summary from the browser', async () => {
    const cj = await tl();
    const verdict = checkApplicationChange(cj, {
      status: 'IN_PROGRESS',
      fromStage: 'StatementCollect',
      toStage: 'StatementCollect',
      before: completeTlApplication,
      after: withStatements(true),
    });
    expect(verdict).toMatchObject({ ok: false, errors: [{ path: expect.stringMatching(/^\/_extension\/statements\//), key: 'notAllowed' }] });
  });
});

describeEachDatabase('statements and the stage check', (kind) => {
  const server = useDocumentsServer(kind, 'documents_journey', { rules: () => createJourneyRules(path.resolve('journeys')) });
  const patch = (token: string, id: string, body: Record<string, unknown>) =>
    server().app.inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(token), payload: body });

  async function atStatementStep() {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token, { createAppData: applicant, patchAppData: completeTlApplication });
    const moved = await patch(user.token, created.id, { stage: 'StatementCollect', patch: [], version: created.version });
    expect(moved.statusCode, moved.body).toBe(200);
    return { user, application: moved.json() as { id: string; version: number } };
  }

  it('moves past the statements only once six months are uploaded', async () => {
    const { user, application } = await atStatementStep();
    const early = await patch(user.token, application.id, { stage: 'AdditionalOwners', patch: [], version: application.version });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([expect.objectContaining({ key: 'stageNotAllowed' })]);

    // Neither as a new parent object (which would also drop the server's own members: refused
    // before the rules look) nor, once the parent exists, as the key itself.
    const forgedParent = await patch(user.token, application.id, {
      version: application.version,
      patch: [{ op: 'add', path: '/_extension', value: { statements: { complete: true }, isStatementsManuallyUploaded: false } }],
    });
    expect(forgedParent.statusCode).toBe(400);
    expect(forgedParent.json().code).toBe('APP_ERR_RESERVED_PATH');
    const forgedWithServerMembers = await patch(user.token, application.id, {
      version: application.version,
      patch: [{ op: 'add', path: '/_extension', value: { dontSendAutoEmail: false, statements: { complete: true } } }],
    });
    expect(forgedWithServerMembers.statusCode).toBe(422);
    expect(forgedWithServerMembers.json().errors).toEqual([expect.objectContaining({ path: expect.stringMatching(/^\/_extension\//), key: 'notAllowed' })]);

    const consent = await acceptManualUpload(server().app, user.token, application.id);
    const forgedKey = await patch(user.token, application.id, {
      version: consent.json().applicationVersion,
      patch: [{ op: 'add', path: '/_extension/statements', value: { complete: true } }],
    });
    expect(forgedKey.statusCode).toBe(422);
    expect(forgedKey.json().errors).toEqual([expect.objectContaining({ path: '/_extension/statements/complete', key: 'notAllowed' })]);
    const forgedFlag = await patch(user.token, application.id, {
      version: consent.json().applicationVersion,
      patch: [{ op: 'replace', path: '/_extension/isStatementsManuallyUploaded', value: false }],
    });
    expect(forgedFlag.statusCode).toBe(422);
    await upload(
      server().app,
      user.token,
      application.id,
      { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(6), statementTo: monthsAgo(4) },
      { name: 'a.pdf', content: await samplePdf() },
    );
    const last = await upload(
      server().app,
      user.token,
      application.id,
      { documentType: 'BANK_STATEMENT', statementFrom: monthsAgo(3), statementTo: monthsAgo(1) },
      { name: 'b.pdf', content: await samplePdf() },
    );
    const version = last.json().applicationVersion;
    const stale = await patch(user.token, application.id, { stage: 'AdditionalOwners', patch: [], version: application.version });
    expect(stale.statusCode).toBe(409);
    const moved = await patch(user.token, application.id, { stage: 'AdditionalOwners', patch: [], version });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ stage: 'AdditionalOwners', data: { _extension: { isStatementsManuallyUploaded: true } } });
  });

  it('moves past the statements once the bank connection delivered them', async () => {
    const { user, application } = await atStatementStep();
    await connectGoodSandboxUser(server().app, user.token, application.id);
    const current = (await server().app.inject({ method: 'GET', url: `/api/apps/${application.id}`, headers: bearer(user.token) })).json();
    const moved = await patch(user.token, application.id, { stage: 'AdditionalOwners', patch: [], version: current.version });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});

/**
 * A change that leaves a personal answer as it was keeps the answer's sealed value, so an update
 * seals only what it changes, and the row it returns is answered from what it sealed rather than
 * opened again. The sealed value is kept only within the row and the request that read it, and
 * only while it is wrapped by the current master key.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { expect, it, vi } from 'vitest';
import { personalPatterns } from '../../src/engine/personal/personal-answers';
import type { Database } from '../../src/server/db/database';
import type { ApplicationDocument } from '../../src/server/db/tables/applications.table';
import { personalAnswersPlugin } from '../../src/server/db/personal-answers-plugin';
import { findApplicationById, updateApplicationAtVersion } from '../../src/server/repositories/applications.repository';
import { createEnvelopeSealer } from '../../src/server/security/envelope-sealer';
import { masterKeyRing, parseMasterKeys } from '../../src/server/security/master-keys';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

const DOB = '1984-03-09';
type Owners = { owners: { dateOfBirth?: string; firstName?: string }[] };

describeEachDatabase('personal answers kept sealed', (kind) => {
  // The test rules mark the owners' dates of birth and national ids, as the journeys do.
  const server = useTestServer(kind, 'kept_sealed');

  const storedDateOfBirth = async (id: string) =>
    ((await server().storedDb.selectFrom('applications').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data as Owners).owners[0].dateOfBirth;

  async function patch(token: string, id: string, version: number, operations: unknown[]) {
    const response = await server().app.inject({ method: 'PATCH', url: `/api/apps/${id}`, headers: bearer(token), payload: { version, patch: operations } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { version: number; data: Owners };
  }

  /** An application whose first owner's date of birth is sealed in the row. */
  async function withDateOfBirth() {
    const user = await signUpAndLogIn(server().app);
    const created = await createApplicationFor(server().app, user.token);
    const patched = await patch(user.token, created.id, created.version, [{ op: 'add', path: '/owners/0/dateOfBirth', value: DOB }]);
    return { user, id: created.id, version: patched.version };
  }

  it('keeps the sealed value of an answer a PATCH leaves as it was, and seals a changed one anew', async () => {
    const { user, id, version } = await withDateOfBirth();
    const sealedFirst = await storedDateOfBirth(id);
    expect(sealedFirst).toMatch(/^e1\./);

    const { sealer } = server().config.keys;
    const seal = vi.spyOn(sealer, 'seal');
    const open = vi.spyOn(sealer, 'open');
    let renamed;
    try {
      renamed = await patch(user.token, id, version, [{ op: 'replace', path: '/owners/0/firstName', value: 'Ada' }]);
      // Nothing sealed; opened once, when the row was read: the updated row is answered from what was written.
      expect(seal).not.toHaveBeenCalled();
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      seal.mockRestore();
      open.mockRestore();
    }
    expect(renamed.data.owners[0]).toMatchObject({ dateOfBirth: DOB, firstName: 'Ada' });
    expect(await storedDateOfBirth(id)).toBe(sealedFirst);

    const redated = await patch(user.token, id, renamed.version, [{ op: 'replace', path: '/owners/0/dateOfBirth', value: '1985-04-10' }]);
    expect(redated.data.owners[0].dateOfBirth).toBe('1985-04-10');
    const sealedAgain = await storedDateOfBirth(id);
    expect(sealedAgain).toMatch(/^e1\./);
    expect(sealedAgain).not.toBe(sealedFirst);
    const read = await server().app.inject({ method: 'GET', url: `/api/apps/${id}`, headers: bearer(user.token) });
    expect((read.json() as { data: Owners }).data.owners[0].dateOfBirth).toBe('1985-04-10');
  });

  it("never writes one row's sealed value into another, even for the same answer", async () => {
    const first = await withDateOfBirth();
    const second = await withDateOfBirth();
    const db = server().db;
    const secondBefore = await storedDateOfBirth(second.id);
    await db.transaction().execute(async (trx) => {
      const read = (await findApplicationById(trx, first.id, { forUpdate: true }))!;
      const other = (await findApplicationById(trx, second.id, { forUpdate: true }))!;
      // The first row's document named as read for the second row's update: its sealed values are not the second row's.
      const updated = await updateApplicationAtVersion(trx, {
        id: second.id,
        expectedVersion: other.version,
        data: { ...read.data, hearAboutUs: 'TV' },
        stage: other.stage,
        at: new Date(),
        asRead: read.data,
      });
      expect((updated!.data as Owners).owners[0].dateOfBirth).toBe(DOB);
    });
    const sealedFirst = await storedDateOfBirth(first.id);
    const sealedSecond = await storedDateOfBirth(second.id);
    expect(sealedSecond).toMatch(/^e1\./);
    expect(sealedSecond).not.toBe(sealedFirst);
    expect(sealedSecond).not.toBe(secondBefore);
  });

  it('keeps no sealed value for another answer that moved into its place (an owner removed, the next shifting up)', async () => {
    const user = await signUpAndLogIn(server().app);
    const { id } = await createApplicationFor(server().app, user.token);
    const storedOwners = async () =>
      ((await server().storedDb.selectFrom('applications').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data as Owners).owners;
    const rewrite = (change: (document: ApplicationDocument) => ApplicationDocument) =>
      server()
        .db.transaction()
        .execute(async (trx) => {
          const row = (await findApplicationById(trx, id, { forUpdate: true }))!;
          return updateApplicationAtVersion(trx, {
            id,
            expectedVersion: row.version,
            data: change(row.data),
            stage: row.stage,
            at: new Date(),
            asRead: row.data,
          });
        });
    await rewrite((document) => ({
      ...document,
      owners: [
        { firstName: 'Ada', dateOfBirth: DOB },
        { firstName: 'Bea', dateOfBirth: '1990-02-02' },
      ],
    }));
    const [removed] = await storedOwners();
    // The first owner removed: the second is now at /owners/0, where the removed owner's sealed date of birth was.
    const updated = await rewrite((document) => ({ ...document, owners: (document as Owners).owners.slice(1) }));
    expect((updated!.data as Owners).owners[0].dateOfBirth).toBe('1990-02-02');
    expect((await storedOwners())[0].dateOfBirth).not.toBe(removed.dateOfBirth);
    const read = await server().db.selectFrom('applications').select('data').where('id', '=', id).executeTakeFirstOrThrow();
    expect((read.data as Owners).owners[0].dateOfBirth).toBe('1990-02-02');
  });

  it('seals every answer anew when the update names no document as read', async () => {
    const { id } = await withDateOfBirth();
    const before = await storedDateOfBirth(id);
    await server()
      .db.transaction()
      .execute(async (trx) => {
        const row = (await findApplicationById(trx, id, { forUpdate: true }))!;
        await updateApplicationAtVersion(trx, { id, expectedVersion: row.version, data: { ...row.data, hearAboutUs: 'TV' }, stage: row.stage, at: new Date() });
      });
    const after = await storedDateOfBirth(id);
    expect(after).toMatch(/^e1\./);
    expect(after).not.toBe(before);
  });

  it('seals anew an unchanged answer wrapped by an older master key', async () => {
    const [older, newer] = parseMasterKeys(`older=${randomBytes(32).toString('base64')},newer=${randomBytes(32).toString('base64')}`);
    const patterns = personalPatterns(server().app.applicationRules.personalDataPaths());
    const through = (keys: (typeof older)[]): Kysely<Database> =>
      server().storedDb.withPlugin(personalAnswersPlugin(createEnvelopeSealer(masterKeyRing(keys)), patterns));
    const rewrite = async (db: Kysely<Database>, id: string, change: (document: ApplicationDocument) => ApplicationDocument) =>
      db.transaction().execute(async (trx) => {
        const row = (await findApplicationById(trx, id, { forUpdate: true }))!;
        await updateApplicationAtVersion(trx, { id, expectedVersion: row.version, data: change(row.data), stage: row.stage, at: new Date(), asRead: row.data });
      });
    // No personal answer yet, so none sealed by the server's own keys.
    const user = await signUpAndLogIn(server().app);
    const { id } = await createApplicationFor(server().app, user.token);
    const withOwner = (document: ApplicationDocument, firstName: string) => {
      const { owners } = document as Owners;
      return { ...document, owners: [{ ...owners[0], dateOfBirth: DOB, firstName }, ...owners.slice(1)] };
    };
    // Under the older key: sealed, then kept by a change that leaves it.
    await rewrite(through([older]), id, (document) => withOwner(document, 'Ada'));
    const underOlder = await storedDateOfBirth(id);
    expect(underOlder).toMatch(/^e1\.older\./);
    await rewrite(through([older]), id, (document) => withOwner(document, 'Bea'));
    expect(await storedDateOfBirth(id)).toBe(underOlder);
    // The newer key current: the same unchanged answer is sealed again, under it.
    await rewrite(through([newer, older]), id, (document) => withOwner(document, 'Cy'));
    expect(await storedDateOfBirth(id)).toMatch(/^e1\.newer\./);
  });
});

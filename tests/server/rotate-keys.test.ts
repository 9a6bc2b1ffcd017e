/**
 * Key rotation on PGlite and PostgreSQL: every sealed value (funding accounts' BSBs and numbers,
 * staff TOTP secrets) is re-wrapped under the new master key and still opens, a BSB kept clear
 * is sealed, and a second run changes nothing; then the old key can go.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { insertApplication } from '../../src/server/repositories/applications.repository';
import { createEnvelopeSealer } from '../../src/server/security/envelope-sealer';
import { masterKeyRing, parseMasterKeys } from '../../src/server/security/master-keys';
import { fundingAccountView } from '../../src/server/services/checkout/funding-account.service';
import { rewrapSealedValues } from '../../src/server/services/keys/rotate-keys';
import { addStaffMember, openTotpSecret } from '../../src/server/services/staff/staff-accounts';
import { personalPatterns } from '../../src/engine/personal/personal-answers';
import { bearer, createApplicationFor, signUp, signUpAndLogIn } from '../support/api-helpers';
import { createTestRules } from '../support/test-rules';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';

const key = (id: string) => parseMasterKeys(`${id}=${randomBytes(32).toString('base64')}`)[0];

describeEachDatabase('rotating the master key', (kind) => {
  const server = useTestServer(kind, 'rotate_keys');
  // The first test rotates to it; the second, after it, from it (with the portal's own key) to a third.
  const newKey = key('new');

  it('re-wraps every sealed value under the new key, once, and they open without the old one', async () => {
    // Sealed by the portal under its key, then rotated to a new one.
    const oldKey = server().config.keys.master.current();
    const before = server().config.keys.sealer;
    const db = server().storedDb;
    const personalData = personalPatterns(createTestRules().personalDataPaths());
    const applicant = await signUpAndLogIn(server().app);
    const withDob = await createApplicationFor(server().app, applicant.token);
    const patched = await server().app.inject({
      method: 'PATCH',
      url: `/api/apps/${withDob.id}`,
      headers: bearer(applicant.token),
      payload: { stage: withDob.stage, version: withDob.version, patch: [{ op: 'add', path: '/owners/0/dateOfBirth', value: '1984-03-09' }] },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const user = await signUp(server().app);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const application = await insertApplication(db, {
        userId: user.id,
        product: 'tl',
        status: 'CHECKOUT_STARTED',
        stage: 'LoanDetailsConfirmed',
        data: {},
        parentApplicationId: null,
        createdAt: new Date(),
      });
      ids.push(application.id);
      await db
        .insertInto('funding_accounts')
        .values({
          application_id: application.id,
          bank_name: 'Westpac',
          // The first keeps its BSB clear, as rows stored before BSBs were sealed do.
          bsb: i === 0 ? '032000' : before.seal('032000', `bsb:${application.id}`),
          account_number_sealed: before.seal(`1234567${i}`, application.id),
          account_number_last3: `67${i}`,
          account_number_length: 8,
        })
        .execute();
    }
    const staff = await addStaffMember(
      { db, sealer: before },
      { email: `rotate.${randomBytes(3).toString('hex')}@lender.test`, fullName: 'Rota Tion', role: 'ops' },
    );

    const after = createEnvelopeSealer(masterKeyRing([newKey, oldKey]));
    const report = await rewrapSealedValues({ db, sealer: after, personalData });
    expect(report.rewrapped).toEqual({ applications: 1, events: 1, fundingAccounts: 3, staffMembers: expect.any(Number) });
    expect(report.rewrapped.staffMembers).toBeGreaterThanOrEqual(1);
    expect(await rewrapSealedValues({ db, sealer: after, personalData })).toEqual({
      rewrapped: { applications: 0, events: 0, fundingAccounts: 0, staffMembers: 0 },
      unchanged: expect.any(Number),
    });

    const retired = createEnvelopeSealer(masterKeyRing([newKey]));
    for (const [i, id] of ids.entries()) {
      const row = await db.selectFrom('funding_accounts').selectAll().where('application_id', '=', id).executeTakeFirstOrThrow();
      expect(row.bsb.startsWith('e1.new.')).toBe(true);
      expect(row.account_number_sealed.startsWith('e1.new.')).toBe(true);
      expect((await fundingAccountView(retired, row)).bsb).toBe('032000');
      expect(await retired.open(row.account_number_sealed, id)).toBe(`1234567${i}`);
    }
    const member = await db.selectFrom('staff_members').select(['id', 'totp_secret']).where('id', '=', staff.member.id).executeTakeFirstOrThrow();
    expect(await openTotpSecret(retired, member)).toBe(staff.totpSecret);
    const stored = await db.selectFrom('applications').select('data').where('id', '=', withDob.id).executeTakeFirstOrThrow();
    const sealedDob = (stored.data as { owners: { dateOfBirth: string }[] }).owners[0].dateOfBirth;
    expect(sealedDob.startsWith('e1.new.')).toBe(true);
    expect(await retired.open(sealedDob, 'application-answers')).toBe('1984-03-09');
    const events = await db.selectFrom('application_events').select('patch').where('application_id', '=', withDob.id).execute();
    expect(JSON.stringify(events)).toContain('e1.new.');
    expect(JSON.stringify(events)).not.toContain(`e1.${oldKey.id}.`);
  });

  it('leaves every application whole when a rotation stops midway, and the next run re-wraps only the rest', async () => {
    const db = server().storedDb;
    const personalData = personalPatterns(createTestRules().personalDataPaths());
    for (let i = 0; i < 4; i++) {
      const applicant = await signUpAndLogIn(server().app);
      const created = await createApplicationFor(server().app, applicant.token);
      const patched = await server().app.inject({
        method: 'PATCH',
        url: `/api/apps/${created.id}`,
        headers: bearer(applicant.token),
        payload: { stage: created.stage, version: created.version, patch: [{ op: 'add', path: '/owners/0/dateOfBirth', value: `1990-01-0${i + 1}` }] },
      });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    const nextKey = key('next');
    const ring = masterKeyRing([nextKey, newKey, server().config.keys.master.current()]);
    const sealer = createEnvelopeSealer(ring);
    // A rotation that dies at its fourth re-wrap, one application per transaction: as a crash would stop it.
    let rewraps = 0;
    const dying = {
      ...sealer,
      rewrap: (sealed: string, context: string) => {
        if (++rewraps === 4) throw new Error('the process died');
        return sealer.rewrap(sealed, context);
      },
    };
    await expect(rewrapSealedValues({ db, sealer: dying, personalData, batch: 1 })).rejects.toThrow('the process died');

    // Each application and its history are under one key: the ones before the crash under the next.
    const keysOf = async () => {
      const byApplication = new Map<string, Set<string>>();
      const note = (id: string, value: unknown) => {
        for (const [, keyId] of JSON.stringify(value ?? null).matchAll(/"e1\.([A-Za-z0-9_-]+)\./g)) {
          byApplication.set(id, (byApplication.get(id) ?? new Set()).add(keyId));
        }
      };
      for (const row of await db.selectFrom('applications').select(['id', 'data']).execute()) note(row.id, row.data);
      for (const row of await db.selectFrom('application_events').select(['application_id', 'patch']).execute()) note(row.application_id, row.patch);
      return byApplication;
    };
    const midway = await keysOf();
    expect([...midway.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    const doneBefore = [...midway.values()].filter((ids) => ids.has('next')).length;
    expect(doneBefore).toBeGreaterThanOrEqual(1);
    expect(doneBefore).toBeLessThan(midway.size);

    const rest = await rewrapSealedValues({ db, sealer, personalData, batch: 1 });
    expect(rest.rewrapped.applications).toBe(midway.size - doneBefore);
    expect((await rewrapSealedValues({ db, sealer, personalData })).rewrapped).toEqual({ applications: 0, events: 0, fundingAccounts: 0, staffMembers: 0 });
    expect([...(await keysOf()).values()].every((ids) => ids.size === 1 && ids.has('next'))).toBe(true);
  });
});

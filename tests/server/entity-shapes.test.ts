/**
 * The entity shapes of spec 02 section 3, through the API on PGlite and PostgreSQL.
 * - Owners and the business carry ids (Owner id, Business id), given by the server: the web app
 *   removes ids before the create call (spec 02 section 7). A form that rewrites the co-owner list
 *   without them keeps them; a new co-owner gets one of its own; an id the server never gave is
 *   not kept.
 * - A consent carries type, timestamp, ipAddress, links, optional and validationRuleName: the
 *   last two are the journey's, whatever the browser sent.
 * - A co-owner's e-mail is their `_extension.email` (Owner: ..., _extension.email; validation
 *   path 'co-owner _extension/email'): stored there, checked there, and nowhere else.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { withAdditionalOwners } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { connectGoodSandboxUser, useDocumentsServer } from './documents-test-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
type Person = Record<string, unknown> & { id?: string };

describeEachDatabase('entity shapes', (kind) => {
  const server = useDocumentsServer(kind, 'entity-shapes', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { DECISION_DELAY_SECONDS: '3600' },
    jobs: { enabled: false },
  });
  const app = () => server().app;
  const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: object) =>
    app().inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('gives the owners, each co-owner and the business an id, and keeps them through a form that rewrites the list', async () => {
    const user = await signUpAndLogIn(app());
    const answers = withAdditionalOwners(1, 60);
    // A client id the web app forgot to remove is not taken for the server's.
    const created = await createApplicationFor(app(), user.token, {
      patchAppData: { ...answers, coOwners: answers.coOwners.map((o) => ({ ...o, id: 'made-up', uid: 'c1' })) },
    });
    const owners = created.data.owners as Person[];
    const coOwners = created.data.coOwners as Person[];
    const business = created.data.business as Person;
    expect(owners[0].id).toMatch(UUID);
    expect(coOwners[0].id).toMatch(UUID);
    expect(coOwners[0]).not.toHaveProperty('uid');
    expect(business.id).toMatch(UUID);
    expect(new Set([owners[0].id, coOwners[0].id, business.id]).size).toBe(3);

    // The list saved again as a form holds it, without ids, and a second co-owner added.
    const { id: _id, ...first } = coOwners[0];
    const second = { ...first, firstName: 'Second', _extension: { email: 'second@example.com.au' }, percentOwnership: '10' };
    const rewritten = await call('PATCH', `/api/apps/${created.id}`, user.token, {
      version: created.version,
      patch: [
        { op: 'replace', path: '/owners/0/percentOwnership', value: '50' },
        { op: 'replace', path: '/coOwners', value: [first, second] },
      ],
    });
    expect(rewritten.statusCode, rewritten.body).toBe(200);
    const stored = (await call('GET', `/api/apps/${created.id}`, user.token)).json().data;
    expect(stored.owners[0].id).toBe(owners[0].id);
    expect(stored.business.id).toBe(business.id);
    expect(stored.coOwners[0].id).toBe(coOwners[0].id);
    expect(stored.coOwners[1].id).toMatch(UUID);
    expect(stored.coOwners[1].id).not.toBe(coOwners[0].id);

    // An id the server never gave is replaced; the ones it gave stay where they are.
    const forged = await call('PATCH', `/api/apps/${created.id}`, user.token, {
      version: rewritten.json().version,
      patch: [{ op: 'replace', path: '/coOwners/1/id', value: owners[0].id }],
    });
    expect(forged.statusCode, forged.body).toBe(200);
    const after = (await call('GET', `/api/apps/${created.id}`, user.token)).json().data;
    expect(after.coOwners[1].id).toMatch(UUID);
    expect(after.coOwners[1].id).not.toBe(owners[0].id);
    expect(after.coOwners[0].id).toBe(coOwners[0].id);
  });

  it('stores a consent with its type, time, address, links, whether it was optional and the rule that checks it', async () => {
    const user = await signUpAndLogIn(app());
    const consent = (type: string) => ({
      type,
      timestamp: '2020-01-01T00:00:00.000Z',
      links: ['/legal/terms.html'],
      optional: true,
      validationRuleName: 'none',
    });
    const created = await createApplicationFor(app(), user.token, {
      patchAppData: {
        owners: [{ primaryPhone: '0412345678', _extension: { broker: false } }],
        consents: {
          PRIVACY_CONSENT: consent('PRIVACY_CONSENT'),
          MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: consent('MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT'),
        },
      },
    });
    const privacy = (created.data.consents as Record<string, Record<string, unknown>>).PRIVACY_CONSENT;
    expect(privacy).toEqual({
      type: 'PRIVACY_CONSENT',
      timestamp: expect.not.stringMatching(/^2020-/),
      ipAddress: expect.any(String),
      links: ['/legal/terms.html'],
      // The journey requires it and refuses it blank with blankConsent: not what the browser said.
      optional: false,
      validationRuleName: 'blankConsent',
    });

    // The form sends the consent back as it holds it, without the server's fields: the evidence stays.
    const resent = await call('PATCH', `/api/apps/${created.id}`, user.token, {
      version: created.version,
      patch: [
        { op: 'replace', path: '/consents/PRIVACY_CONSENT', value: { type: 'PRIVACY_CONSENT', timestamp: privacy.timestamp, links: ['/legal/terms.html'] } },
      ],
    });
    expect(resent.statusCode, resent.body).toBe(200);
    const stored = (await call('GET', `/api/apps/${created.id}`, user.token)).json().data.consents.PRIVACY_CONSENT;
    expect(stored).toEqual(privacy);
  });

  it("stores a co-owner's e-mail at _extension.email of their item, and checks it there", async () => {
    const user = await signUpAndLogIn(app());
    const answers = withAdditionalOwners(1, 60);
    const created = await createApplicationFor(app(), user.token, { patchAppData: answers });
    await connectGoodSandboxUser(app(), user.token, created.id);
    const coOwner = (created.data.coOwners as Person[])[0];
    expect(coOwner._extension).toEqual({ email: 'owner0@example.com.au' });
    expect(coOwner).not.toHaveProperty('email');
    const refused = async (patch: object[], stage?: string) => {
      const { version } = (await call('GET', `/api/apps/${created.id}`, user.token)).json();
      const response = await call('PATCH', `/api/apps/${created.id}`, user.token, { version, patch, ...(stage ? { stage } : {}) });
      expect(response.statusCode, response.body).toBe(422);
      return response.json().errors.map((e: { path: string; key: string }) => ({ path: e.path, key: e.key }));
    };

    // Not beside the item's other answers: the co-owner step asks for it in _extension only.
    expect(await refused([{ op: 'add', path: '/coOwners/0/email', value: 'owner0@example.com.au' }])).toEqual([
      { path: '/coOwners/0/email', key: 'notAllowed' },
    ]);
    expect(await refused([{ op: 'replace', path: '/coOwners/0/_extension/email', value: 'not-an-address' }])).toEqual([
      { path: '/coOwners/0/_extension/email', key: 'emailInvalid' },
    ]);
    // A co-owner without it is blank at the e-mail, where the form shows it, whether the group or the field is missing.
    for (const patch of [
      { op: 'remove', path: '/coOwners/0/_extension' },
      { op: 'remove', path: '/coOwners/0/_extension/email' },
    ]) {
      expect(await refused([patch], 'ReviewAndSubmit')).toEqual([{ path: '/coOwners/0/_extension/email', key: 'blank' }]);
    }
    const { version } = (await call('GET', `/api/apps/${created.id}`, user.token)).json();
    const changed = await call('PATCH', `/api/apps/${created.id}`, user.token, {
      version,
      patch: [{ op: 'replace', path: '/coOwners/0/_extension/email', value: 'partner@example.com.au' }],
      stage: 'ReviewAndSubmit',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.coOwners[0]._extension).toEqual({ email: 'partner@example.com.au' });
  });
});

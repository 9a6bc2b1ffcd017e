/**
 * The additional owner's role (spec 01 section 6), through the API on PGlite and PostgreSQL: each
 * co-owner is invited by mail when the application is submitted, signs in with a single-use link
 * of their own (kept only as its hash), confirms their own details (checked as the co-owner step
 * checks them) and consents, uploads their identification, signs once the applicant has, and
 * downloads the signed agreement. The applicant and staff see each owner's progress. An owner's
 * token opens their own part and nothing else: as an attacker would try it, another owner's
 * document, the applicant's answers and another application all answer 404.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { OfferView } from '../../src/engine/contract/offers.contract';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { readOutbox } from '../../src/server/providers/mail/outbox-mail-provider';
import { withServerExtension } from '../../src/server/services/renewals/application-extension';
import { withAdditionalOwners } from '../engine/fixtures';
import { bearer, createApplicationFor, signUpAndLogIn, uniqueEmail } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { checkoutApplicant, checkoutFlow } from './checkout-flow';
import { connectGoodSandboxUser, multipart, samplePdf, useDocumentsServer } from './documents-test-server';

const OPS_TOKEN = 'ops-token-for-the-additional-owner-tests-01';
const ownerLink = (text: string) => /#link=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describeEachDatabase('the additional owner’s own part', (kind) => {
  const server = useDocumentsServer(kind, 'additional-owners', {
    rules: () => createJourneyRules(path.resolve('journeys')),
    env: { OPS_TOKEN, DECISION_DELAY_SECONDS: '3600' },
    jobs: { enabled: false },
  });
  const app = () => server().app;
  const flow = checkoutFlow(app, OPS_TOKEN);
  const outbox = async (to: string) => {
    await app().jobWorker.drain();
    return readOutbox(join(server().dataDir, 'outbox'), { to });
  };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
    app().inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  /** A submitted application with two co-owners of 30% each (both sign), before the lender decides. */
  async function submitted(options: { quiet?: boolean } = {}) {
    const fixture = withAdditionalOwners(2, 40);
    // Addresses of their own: an owner's link goes to every application naming their address.
    const answers = { ...fixture, coOwners: fixture.coOwners.map((o) => ({ ...o, _extension: { email: uniqueEmail('owner') } })) };
    const user = await signUpAndLogIn(app());
    const created = await createApplicationFor(app(), user.token, { createAppData: checkoutApplicant, patchAppData: answers });
    await connectGoodSandboxUser(app(), user.token, created.id);
    if (options.quiet) {
      const row = await server().db.selectFrom('applications').select('data').where('id', '=', created.id).executeTakeFirstOrThrow();
      await server()
        .db.updateTable('applications')
        .set({ data: JSON.stringify(withServerExtension(row.data, { dontSendAutoEmail: true })) })
        .where('id', '=', created.id)
        .execute();
    }
    const current = (await call('GET', `/api/apps/${created.id}`, user.token)).json();
    expect(
      (await call('PATCH' as 'PUT', `/api/apps/${created.id}`, user.token, { stage: 'ReviewAndSubmit', patch: [], version: current.version })).statusCode,
    ).toBe(200);
    expect((await call('POST', `/api/apps/${created.id}/workflow/submit`, user.token, {})).statusCode).toBe(200);
    return { user, id: created.id, answers };
  }

  async function signIn(link: string) {
    const answer = await call('POST', '/api/owner/sign-in', undefined, { link });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().accessToken as string;
  }

  /** Signs in the owner with the link of their invitation. */
  async function invited(email: string) {
    const [invitation] = await outbox(email);
    expect(invitation.subject).toMatch(/^You are invited to take part/);
    return signIn(ownerLink(invitation.text));
  }

  const confirmation = (details: Record<string, unknown> = {}) => ({
    details: {
      firstName: 'Owner',
      lastName: 'NumberA',
      dateOfBirth: '1980-01-01',
      streetNumber: '1',
      streetName: 'George',
      streetType: 'Street',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
      ...details,
    },
    consents: ['privacy', 'creditCheck'],
  });

  async function uploadIdentification(token: string) {
    const { payload, headers } = multipart({}, { name: 'licence.pdf', contentType: 'application/pdf', content: await samplePdf() });
    return app().inject({ method: 'POST', url: '/api/owner/documents', headers: { ...headers, ...bearer(token) }, payload });
  }

  async function approveAndAccept(user: { token: string }, id: string) {
    expect((await call('POST', `/api/ops/applications/${id}/decision`, OPS_TOKEN, { outcome: 'APPROVED', maxAmount: 80000, tier: 'B' })).statusCode).toBe(200);
    const [offer] = (await call('GET', `/api/apps/${id}/offers`, user.token)).json().offers as OfferView[];
    const accepted = await call('POST', `/api/apps/${id}/workflow/accept-offer`, user.token, {
      offerId: offer.offerId,
      loanAmount: 50000,
      term: 12,
      termUnit: 'months',
      paymentPeriod: 'WEEKLY',
    });
    expect(accepted.json().status).toBe('CHECKOUT_STARTED');
  }

  it('invites each co-owner with a single-use link kept only as its hash; the owner sees their own item and no one else’s', async () => {
    const { answers, id } = await submitted();
    const [first, second] = answers.coOwners;
    const [invitation] = await outbox(first._extension.email);
    expect(invitation.subject).toMatch(/^You are invited to take part in the .* loan application for /);
    expect(invitation.text).toContain('http://portal.test/tl/additional_owner#link=');
    const link = ownerLink(invitation.text);
    expect(link.length).toBeGreaterThanOrEqual(40);
    expect((await outbox(second._extension.email)).length).toBe(1);

    const rows = await server().db.selectFrom('additional_owners').selectAll().where('application_id', '=', id).orderBy('owner_index').execute();
    expect(rows.map((r) => r.email)).toEqual([first._extension.email, second._extension.email]);
    expect(rows[0].link_sha256).toBe(createHash('sha256').update(link).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(link);

    const token = await signIn(link);
    // Single-use: the same link again opens nothing.
    const again = await call('POST', '/api/owner/sign-in', undefined, { link });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('OWNER_ERR_LINK_INVALID');

    const part = (await call('GET', '/api/owner', token)).json();
    expect(part.ownerName).toBe(`${first.firstName} ${first.lastName}`);
    expect(part.email).toBe(first._extension.email);
    expect(part.details).toEqual({
      firstName: first.firstName,
      lastName: first.lastName,
      dateOfBirth: first.dateOfBirth,
      streetNumber: first.streetNumber,
      streetName: first.streetName,
      streetType: first.streetType,
      city: first.city,
      state: first.state,
      postalCode: first.postalCode,
    });
    expect(part.consents.map((c: { id: string; accepted: boolean }) => [c.id, c.accepted])).toEqual([
      ['privacy', false],
      ['creditCheck', false],
    ]);
    expect(part.progress.detailsConfirmedAt).toBeNull();
    expect(part.editable).toBe(true);
    expect(part.signing).toBe('not-ready');
    const body = JSON.stringify(part);
    for (const other of [second._extension.email, second.lastName, answers.owners[0].dateOfBirth, answers.owners[0].email]) expect(body).not.toContain(other);
  });

  it('confirms the owner’s details as the co-owner step checks them, and writes only their own item', async () => {
    const { user, id, answers } = await submitted();
    const token = await invited(answers.coOwners[0]._extension.email);

    const tooYoung = await call('PUT', '/api/owner/details', token, confirmation({ dateOfBirth: '2020-01-01' }));
    expect(tooYoung.statusCode).toBe(422);
    expect(tooYoung.json().errors.map((e: { path: string }) => e.path)).toEqual(['/coOwners/0/dateOfBirth']);

    const wrongPostcode = await call('PUT', '/api/owner/details', token, confirmation({ postalCode: '3000' }));
    expect(wrongPostcode.statusCode).toBe(422);
    expect(wrongPostcode.json().errors.map((e: { path: string }) => e.path)).toContain('/coOwners/0/postalCode');

    const notTheirs = await call('PUT', '/api/owner/details', token, confirmation({ percentOwnership: '90' }));
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().errors).toEqual([expect.objectContaining({ path: '/coOwners/0/percentOwnership', key: 'notAllowed' })]);

    const noConsent = await call('PUT', '/api/owner/details', token, { ...confirmation(), consents: ['privacy'] });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors).toEqual([expect.objectContaining({ path: '/consents/creditCheck', key: 'blankConsent' })]);

    const confirmed = await call('PUT', '/api/owner/details', token, confirmation({ lastName: 'Numbera-Smith', streetNumber: '12', unitNumber: '3' }));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().progress.detailsConfirmedAt).not.toBeNull();
    expect(confirmed.json().consents.every((c: { accepted: boolean }) => c.accepted)).toBe(true);

    const application = (await call('GET', `/api/apps/${id}`, user.token)).json();
    expect(application.data.coOwners[0]).toMatchObject({ lastName: 'Numbera-Smith', streetNumber: '12', unitNumber: '3', percentOwnership: '30' });
    expect(application.data.coOwners[1]).toEqual({ ...answers.coOwners[1], id: expect.any(String) });
    expect(application.data.owners[0].lastName).toBe(answers.owners[0].lastName);

    const progress = (await call('GET', `/api/apps/${id}/owners`, user.token)).json().owners;
    expect(progress.map((o: { name: string }) => o.name)).toEqual(['Owner Numbera-Smith', `${answers.coOwners[1].firstName} ${answers.coOwners[1].lastName}`]);
    expect(progress[0].progress.detailsConfirmedAt).not.toBeNull();
    expect(progress[1].progress).toMatchObject({ detailsConfirmedAt: null, documentsUploaded: false, signedAt: null });
    const staff = (await call('GET', `/api/ops/applications/${id}/owners`, OPS_TOKEN)).json().owners;
    expect(staff).toEqual(progress);
  });

  it('answers 404 to an owner’s token everywhere but their own part, as an attacker would try it', async () => {
    const mine = await submitted();
    const theirs = await submitted();
    const token = await invited(mine.answers.coOwners[0]._extension.email);
    const other = await invited(mine.answers.coOwners[1]._extension.email);
    expect((await uploadIdentification(other)).statusCode).toBe(201);
    const othersDocument = (await call('GET', '/api/owner', other)).json().documents[0].id as string;

    // The primary's answers, the application's documents and signing, another application: nothing is found.
    for (const url of [
      `/api/apps/${mine.id}`,
      `/api/apps/${mine.id}/docs`,
      `/api/apps/${mine.id}/owners`,
      `/api/apps/${mine.id}/signing`,
      `/api/apps/${mine.id}/docs/${othersDocument}/content`,
      `/api/apps/${theirs.id}`,
      '/api/apps',
    ]) {
      const answer = await call('GET', url, token);
      expect(answer.statusCode, url).toBe(404);
    }
    // Every route of the applicant's applications, from the API's own description: 404 for an owner's token.
    const description = (await call('GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const applicantRoutes = Object.entries(description.paths)
      .filter(([url]) => url.startsWith('/api/apps'))
      .flatMap(([url, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url })));
    expect(applicantRoutes.length).toBeGreaterThan(20);
    for (const route of applicantRoutes) {
      const url = route.url
        .replace('{id}', mine.id)
        .replace('{docId}', othersDocument)
        .replace(/\{[^}]+\}/g, 'x');
      const answer = await app().inject({
        method: route.method as 'GET',
        url,
        headers: bearer(token),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    const patched = await call('PATCH' as 'PUT', `/api/apps/${mine.id}`, token, {
      patch: [{ op: 'replace', path: '/owners/0/lastName', value: 'X' }],
      version: 1,
    });
    expect(patched.statusCode).toBe(404);
    // Another owner's document through the owner's own routes: not theirs, so not found.
    expect((await call('GET', `/api/owner/documents/${othersDocument}/content`, token)).statusCode).toBe(404);
    expect((await call('GET', `/api/owner/documents/${othersDocument}/content`, other)).statusCode).toBe(200);
    // Their own part only ever holds their own item, whatever they send.
    const other2 = await call('PUT', '/api/owner/details', token, confirmation({ 'coOwners/1/lastName': 'Hijacked' } as Record<string, unknown>));
    expect(other2.statusCode).toBe(422);
    // Staff routes do not take it; an applicant's token does not open an owner's part.
    expect((await call('GET', `/api/ops/applications/${mine.id}/owners`, token)).statusCode).toBe(401);
    expect((await call('GET', '/api/owner', mine.user.token)).statusCode).toBe(401);
    expect((await call('GET', '/api/owner')).statusCode).toBe(401);
  });

  it('keeps an owner’s identification from the applicant: not listed, not opened, not deleted; still the owner’s and the lender’s', async () => {
    const { user, id, answers } = await submitted();
    const owner = await invited(answers.coOwners[0]._extension.email);
    expect((await call('PUT', '/api/owner/details', owner, confirmation())).statusCode).toBe(200);
    const uploaded = await uploadIdentification(owner);
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().id as string;

    const listed = (await call('GET', `/api/apps/${id}/docs`, user.token)).json() as { items: { id: string }[] };
    expect(listed.items.map((d) => d.id)).not.toContain(documentId);
    expect((await call('GET', `/api/apps/${id}/docs/${documentId}/content`, user.token)).statusCode).toBe(404);
    const removed = await app().inject({ method: 'DELETE', url: `/api/apps/${id}/docs/${documentId}`, headers: bearer(user.token) });
    expect(removed.statusCode).toBe(404);
    // Still the owner's, and the lender's.
    expect(((await call('GET', '/api/owner', owner)).json() as { documents: { id: string }[] }).documents.map((d) => d.id)).toEqual([documentId]);
    expect((await call('GET', `/api/ops/applications/${id}/documents/${documentId}/content`, OPS_TOKEN)).statusCode).toBe(200);
  });

  it('lets an owner who had not confirmed when the agreement was drawn up confirm it as it is, give their identification and sign', async () => {
    const { user, id, answers } = await submitted();
    const owner = await invited(answers.coOwners[0]._extension.email);
    await approveAndAccept(user, id);
    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    const part = (await call('GET', '/api/owner', owner)).json() as { details: Record<string, unknown>; editable: boolean };
    expect(part.editable).toBe(false);
    const asItIs = { details: Object.fromEntries(Object.entries(part.details).map(([k, v]) => [k, String(v)])), consents: ['privacy', 'creditCheck'] };
    // The agreement carries the details as they are: a change is refused, nothing is written.
    const changed = await call('PUT', '/api/owner/details', owner, { ...asItIs, details: { ...asItIs.details, lastName: 'Changed' } });
    expect(changed.json().code).toBe('OWNER_ERR_DETAILS_LOCKED');
    expect((await call('POST', '/api/owner/signing', owner)).json().code).toBe('OWNER_ERR_NOT_CONFIRMED');
    // Confirmed as they are, with the consents; then the identification.
    expect((await call('PUT', '/api/owner/details', owner, asItIs)).statusCode).toBe(200);
    expect((await uploadIdentification(owner)).statusCode).toBe(201);
    // Confirmed once: no second confirmation while the agreement stands.
    expect((await call('PUT', '/api/owner/details', owner, asItIs)).json().code).toBe('OWNER_ERR_DETAILS_LOCKED');
    const { embeddedUrl } = (await call('POST', '/api/owner/signing', owner)).json();
    expect(embeddedUrl).toMatch(/^\/sign\//);
    expect((await call('GET', '/api/owner', owner)).json().progress.detailsConfirmedAt).not.toBeNull();
  });

  it('takes the owner from their details and identification to their signature and the signed agreement', async () => {
    const { user, id, answers } = await submitted();
    const first = await invited(answers.coOwners[0]._extension.email);
    const second = await invited(answers.coOwners[1]._extension.email);
    expect((await call('POST', '/api/owner/signing', first)).json().code).toBe('OWNER_ERR_NOT_CONFIRMED');
    for (const token of [first, second]) {
      expect((await call('PUT', '/api/owner/details', token, confirmation())).statusCode).toBe(200);
      expect((await uploadIdentification(token)).statusCode).toBe(201);
    }
    expect((await call('GET', `/api/apps/${id}/owners`, user.token)).json().owners[0].progress.documentsUploaded).toBe(true);
    await approveAndAccept(user, id);
    // Not their turn before the applicant has signed.
    expect((await call('POST', '/api/owner/signing', first)).json().code).toBe('OWNER_ERR_NOT_YOUR_TURN');

    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    const part = (await call('GET', '/api/owner', first)).json();
    expect(part).toMatchObject({ signing: 'ready', editable: false, signedAgreement: false });
    // The agreement carries the details as they are: no change now.
    expect((await call('PUT', '/api/owner/details', first, confirmation({ lastName: 'Changed' }))).json().code).toBe('OWNER_ERR_DETAILS_LOCKED');
    expect((await call('GET', '/api/owner/signed-agreement', first)).statusCode).toBe(404);

    for (const token of [first, second]) {
      const { embeddedUrl } = (await call('POST', '/api/owner/signing', token)).json();
      expect(embeddedUrl).toMatch(/^\/sign\/[A-Za-z0-9_-]{40,}$/);
      await flow.coOwnerSigns(embeddedUrl);
    }
    expect((await call('GET', `/api/apps/${id}`, user.token)).json().status).toBe('COMPLETED');
    expect((await call('GET', '/api/owner', first)).json()).toMatchObject({ signing: 'signed', signedAgreement: true });
    const signed = await call('GET', '/api/owner/signed-agreement', first);
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    expect(signed.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Once funded, a returning owner still signs in with a fresh link, for the signed agreement.
    expect((await call('POST', '/api/owner/new-link', undefined, { email: answers.coOwners[0]._extension.email, product: 'tl' })).statusCode).toBe(204);
    const fresh = await signIn(
      ownerLink((await outbox(answers.coOwners[0]._extension.email)).filter((m) => /^Your link to the /.test(m.subject)).at(-1)!.text),
    );
    expect((await call('GET', '/api/owner/signed-agreement', fresh)).statusCode).toBe(200);
    const progress = (await call('GET', `/api/apps/${id}/owners`, user.token)).json().owners;
    expect(progress.every((o: { progress: { signedAt: string | null } }) => o.progress.signedAt !== null)).toBe(true);
  });

  it('mails each co-owner a fresh link to their own page once the applicant has signed, never a signing link', async () => {
    const { user, id, answers } = await submitted();
    const [first, second] = answers.coOwners;
    const firstToken = await invited(first._extension.email);
    const secondInvitation = ownerLink((await outbox(second._extension.email))[0].text);
    await approveAndAccept(user, id);
    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');

    for (const owner of [first, second]) {
      const mail = (await outbox(owner._extension.email)).filter((m) => /^Please sign the loan agreement/.test(m.subject)).at(-1)!;
      expect(mail.text).toContain('http://portal.test/tl/additional_owner#link=');
      expect(mail.text).not.toContain('/sign/');
      expect(mail.text).toContain('confirm your details, give your consents and upload your identification');
    }
    // The signing mail's link replaces the invitation's; a session already open goes on.
    expect((await call('POST', '/api/owner/sign-in', undefined, { link: secondInvitation })).statusCode).toBe(410);
    expect((await call('GET', '/api/owner', firstToken)).statusCode).toBe(200);
    const mailed = (await outbox(second._extension.email)).filter((m) => /^Please sign the loan agreement/.test(m.subject)).at(-1)!;
    const secondToken = await signIn(ownerLink(mailed.text));
    expect((await call('GET', '/api/owner', secondToken)).json()).toMatchObject({ ownerName: `${second.firstName} ${second.lastName}`, signing: 'ready' });
  });

  it('refuses a co-owner’s signature on every signing path until their details, consents and identification are given', async () => {
    const { user, id, answers } = await submitted();
    const owner = await invited(answers.coOwners[0]._extension.email);
    await approveAndAccept(user, id);
    expect(await flow.applicantSigns(user, id)).toBe('WAITING_FOR_ADDITIONAL_OWNERS');
    // A direct link to the owner's slot, as an earlier signing mail carried one.
    const direct = 'a-direct-signing-link-from-an-earlier-mail-0123456789';
    const slot = server()
      .db.selectFrom('signatures')
      .innerJoin('signing_rounds', 'signing_rounds.id', 'signatures.round_id')
      .select('signatures.id')
      .where('signing_rounds.application_id', '=', id)
      .where('signatures.signer_index', '=', 1);
    await server()
      .db.updateTable('signatures')
      .set({ token_sha256: createHash('sha256').update(direct).digest('hex') })
      .where('id', 'in', slot)
      .execute();
    const signingPaths = async () => {
      const answersOf = [
        await call('GET', `/api/signing/${direct}`),
        await call('GET', `/api/signing/${direct}/agreement`),
        await call('POST', `/api/signing/${direct}/sign`, undefined, {
          typedName: `${answers.coOwners[0].firstName} ${answers.coOwners[0].lastName}`,
          consent: true,
        }),
        await call('POST', `/api/signing/${direct}/decline`),
      ];
      return answersOf.map((a) => [a.statusCode, a.json().code]);
    };
    const refused = [409, 'OWNER_ERR_NOT_READY_TO_SIGN'];
    expect(await signingPaths()).toEqual([refused, refused, refused, refused]);
    const text = (await call('GET', `/api/signing/${direct}`)).json();
    expect(text).toMatchObject({ messageKey: 'ownerNotReadyToSign', message: expect.stringMatching(/^Before you sign, please confirm your details/) });
    expect((await call('POST', '/api/owner/signing', owner)).json().code).toBe('OWNER_ERR_NOT_CONFIRMED');

    // Details and consents given, no identification yet: still refused everywhere.
    const part = (await call('GET', '/api/owner', owner)).json() as { details: Record<string, unknown> };
    const asItIs = { details: Object.fromEntries(Object.entries(part.details).map(([k, v]) => [k, String(v)])), consents: ['privacy', 'creditCheck'] };
    expect((await call('PUT', '/api/owner/details', owner, asItIs)).statusCode).toBe(200);
    expect(await signingPaths()).toEqual([refused, refused, refused, refused]);
    expect((await call('POST', '/api/owner/signing', owner)).json().code).toBe('OWNER_ERR_NOT_CONFIRMED');
    expect((await uploadIdentification(owner)).statusCode).toBe(201);

    // A consent the owner has not given (the journey asks one more since) still holds the signature back.
    const row = await server()
      .db.selectFrom('additional_owners')
      .select(['id', 'consents'])
      .where('application_id', '=', id)
      .where('owner_index', '=', 0)
      .executeTakeFirstOrThrow();
    await server()
      .db.updateTable('additional_owners')
      .set({ consents: JSON.stringify([{ id: 'privacy', acceptedAt: new Date().toISOString() }]) })
      .where('id', '=', row.id)
      .execute();
    expect((await call('GET', `/api/signing/${direct}`)).json().code).toBe('OWNER_ERR_NOT_READY_TO_SIGN');
    await server()
      .db.updateTable('additional_owners')
      .set({ consents: JSON.stringify(row.consents) })
      .where('id', '=', row.id)
      .execute();

    // Their part done: the direct link signs, in the browser that opens it.
    await flow.coOwnerSigns(`http://portal.test/sign/${direct}`);
    const progress = (await call('GET', `/api/apps/${id}/owners`, user.token)).json().owners;
    expect(progress.map((o: { progress: { signedAt: string | null } }) => o.progress.signedAt !== null)).toEqual([true, false]);
  });

  it('mails a returning owner a fresh link without telling anyone whether an address is an owner’s', async () => {
    const { answers } = await submitted();
    const email = answers.coOwners[0]._extension.email;
    const first = ownerLink((await outbox(email))[0].text);

    const unknown = await call('POST', '/api/owner/new-link', undefined, { email: 'nobody@example.com.au', product: 'tl' });
    expect(unknown.statusCode).toBe(204);
    expect(await outbox('nobody@example.com.au')).toEqual([]);
    const known = await call('POST', '/api/owner/new-link', undefined, { email: email.toUpperCase(), product: 'tl' });
    expect(known.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);

    const mails = await outbox(email);
    expect(mails.at(-1)!.subject).toMatch(/^Your link to the /);
    const fresh = ownerLink(mails.at(-1)!.text);
    expect(fresh).not.toBe(first);
    expect((await call('POST', '/api/owner/sign-in', undefined, { link: first })).statusCode).toBe(410);
    await signIn(fresh);

    // Asked again and again for one address: refused once the reset links' limit is reached (3 an hour).
    for (let i = 0; i < 2; i++) expect((await call('POST', '/api/owner/new-link', undefined, { email, product: 'tl' })).statusCode).toBe(204);
    const flooded = await call('POST', '/api/owner/new-link', undefined, { email, product: 'tl' });
    expect(flooded.statusCode).toBe(429);
    expect(flooded.headers['retry-after']).toBeDefined();
  });

  it('mails no invitation when the application asks for no automatic mail; the owner asks for their link', async () => {
    const { answers } = await submitted({ quiet: true });
    const email = answers.coOwners[0]._extension.email;
    expect(await outbox(email)).toEqual([]);
    expect((await call('POST', '/api/owner/new-link', undefined, { email, product: 'tl' })).statusCode).toBe(204);
    const [mail] = await outbox(email);
    await signIn(ownerLink(mail.text));
  });
});

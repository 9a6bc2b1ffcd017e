/**
 * Every route of the API document, called by everyone who might call it: nobody, the applicant
 * who owns the application, another applicant, a staff member (ops), an administrator and the
 * lender's machine token. No answer is a 5xx; only the public routes answer nobody; applicant and
 * staff tokens never open each other's routes; another applicant gets none of the owner's data
 * and changes nothing of it; an ops member cannot do an administrator's work.
 */
import path from 'node:path';
import { expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { addStaffMember } from '../../src/server/services/staff/staff-accounts';
import { totpCode } from '../../src/server/services/staff/staff-totp';
import { bearer, createApplicationFor, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { useTestServer } from '../support/test-server';
import { upload } from './documents-test-server';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  path: string;
}

const PUBLIC = [
  /^\/settings\.json$/,
  /^\/api\/public\//,
  /^\/api\/auth\/login$/,
  // The identity provider sends applicants, staff and additional owners back without a token of ours.
  /^\/api\/(auth|staff|owner)\/oidc\//,
  /^\/api\/validation-rules$/,
  /^\/api\/signing\//,
  /^\/api\/staff\/login$/,
  // A new staff member enrols with the mailed link alone (decision 69).
  /^\/api\/staff\/enrolment(\/open)?$/,
  // An additional owner signs in with their mailed link, or asks for one (spec 01 section 6).
  /^\/api\/owner\/(sign-in|new-link)$/,
];
const isPublic = (path: string) => PUBLIC.some((pattern) => pattern.test(path));
const isOps = (path: string) => path.startsWith('/api/ops/');
const ADMIN_ONLY = ['PUT /api/ops/validation-rules/{product}', 'POST /api/ops/staff'];

const journeyRules = await createJourneyRules(path.resolve('journeys'));

describeEachDatabase('the authorisation matrix over every route', (kind) => {
  const server = useTestServer(kind, 'authorisation_matrix', {
    rules: journeyRules,
    env: { LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: '1000', LOGIN_LIMIT_PER_ADDRESS: '1000' },
  });

  it('answers each caller as it may be answered, with no 5xx and nothing of one applicant to another', async () => {
    const app = server().app;
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    // Signing out last: it ends the caller's session, and the caller still has routes to try.
    const routes: Route[] = Object.entries(document.paths)
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => ({ method: method.toUpperCase() as Method, path })))
      .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(50);

    const owner = await signUpAndLogIn(app);
    const application = await createApplicationFor(app, owner.token, { patchAppData: { business: { legalBusinessName: 'Owner Secret Pty Ltd' } } });
    const ownerDocument = (await upload(app, owner.token, application.id, { documentType: 'SUPPORTING_DOCUMENT' }, { name: 'mine.txt', content: 'x' })).json()
      .document as { id: string };
    const other = await signUpAndLogIn(app);
    const deps = { db: server().db, sealer: server().config.keys.sealer };
    const staffToken = async (role: 'ops' | 'admin') => {
      const member = await addStaffMember(deps, { email: `${role}-matrix-${kind}@lender.test`, fullName: 'Matrix Staff', role });
      const answer = await app.inject({
        method: 'POST',
        url: '/api/staff/login',
        payload: { email: member.member.email, password: member.password, code: totpCode(member.totpSecret) },
      });
      return answer.json().accessToken as string;
    };
    const callers: Record<string, Record<string, string>> = {
      anonymous: {},
      otherApplicant: bearer(other.token),
      ops: bearer(await staffToken('ops')),
      admin: bearer(await staffToken('admin')),
      machine: bearer(server().config.ops.token),
      owner: bearer(owner.token),
    };
    const urlOf = (path: string) =>
      path
        .replace('{id}', application.id)
        .replace('{docId}', ownerDocument.id)
        .replace('{product}', 'tl')
        .replace('{email}', encodeURIComponent(owner.email))
        .replace('{token}', 'not-a-signing-token');

    const failures: string[] = [];
    const statuses: Record<string, number> = {};
    // The owner last: their own calls may end their session or change their application.
    for (const [caller, headers] of Object.entries(callers)) {
      for (const { method, path } of routes) {
        const route = `${method} ${path}`;
        const answer = await app.inject({ method, url: urlOf(path), headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        statuses[`${caller} ${route}`] = answer.statusCode;
        const fail = (why: string) => failures.push(`${caller} ${route}: ${answer.statusCode} ${why}`);
        if (answer.statusCode >= 500) fail('a server error');
        if (caller === 'owner' || isPublic(path)) continue;
        const ok = answer.statusCode < 400;
        if (caller === 'anonymous' && answer.statusCode !== 401) fail('answered nobody');
        if ((caller === 'otherApplicant' || caller === 'owner') && isOps(path) && answer.statusCode !== 401)
          fail("opened staff routes with an applicant's token");
        if (['ops', 'admin', 'machine'].includes(caller) && !isOps(path) && answer.statusCode !== 401) fail('opened applicant routes with a staff token');
        if (caller === 'otherApplicant' && path.includes('{id}') && ok) fail("succeeded on another applicant's application");
        if (caller === 'otherApplicant' && (answer.body.includes(owner.email) || answer.body.includes('Owner Secret'))) fail("carried the owner's data");
        if (caller === 'ops' && ADMIN_ONLY.includes(route) && answer.statusCode !== 403) fail("did an administrator's work");
      }
    }
    // Ids that are not ids: a 404 or a refusal, never a server error, for the callers who may ask.
    for (const headers of [callers.machine, callers.owner]) {
      for (const { method, path } of routes.filter((r) => r.path.includes('{id}') && !r.path.endsWith('/logout'))) {
        const url = urlOf(path).replace(application.id, 'not-an-id').replace(ownerDocument.id, "x'--");
        const answer = await app.inject({ method, url, headers, ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }) });
        if (answer.statusCode >= 500) failures.push(`${method} ${url}: ${answer.statusCode} a server error`);
      }
    }
    expect(failures).toEqual([]);
    // Each kind of answer was seen: the matrix is not all 401s.
    expect(Object.values(statuses)).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));

    // Nothing another applicant or a bodiless staff call did changed the owner's application or document.
    const read = await app.inject({ method: 'GET', url: `/api/ops/applications/${application.id}`, headers: callers.machine });
    expect(read.json().application).toMatchObject({ id: application.id, data: { business: { legalBusinessName: 'Owner Secret Pty Ltd' } } });
    expect(read.json().documents.map((d: { id: string }) => d.id)).toContain(ownerDocument.id);
  });
});

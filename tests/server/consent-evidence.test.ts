import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJourneyRules } from '../../src/server/journeys/journey-rules';
import { bearer, signUpAndLogIn } from '../support/api-helpers';
import { describeEachDatabase } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';

describeEachDatabase('consent evidence', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, 'consents', { rules: await createJourneyRules(path.resolve('journeys')) });
  });
  afterAll(async () => server?.close());

  it('takes the time and the address from the server, and the type from where the consent is filed', async () => {
    const user = await signUpAndLogIn(server.app);
    const forged = { type: 'LIMITED_LINE_OF_CREDIT', timestamp: '2001-01-01T00:00:00.000Z', links: ['/legal/privacy.html'] };
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/apps',
      headers: bearer(user.token),
      remoteAddress: '203.0.113.7',
      payload: {
        createAppData: { firstName: 'Jane', lastName: 'Citizen', email: user.email, product: 'tl' },
        patchAppData: { consents: { PRIVACY_CONSENT: forged } },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const consent = created.json().data.consents.PRIVACY_CONSENT;
    expect(consent).toMatchObject({ type: 'PRIVACY_CONSENT', ipAddress: '203.0.113.7', links: ['/legal/privacy.html'] });
    expect(Date.parse(consent.timestamp)).toBeGreaterThan(Date.now() - 60_000);

    // A consent left as it is keeps its evidence; a new one gets its own.
    const patched = await server.app.inject({
      method: 'PATCH',
      url: `/api/apps/${created.json().id}`,
      headers: bearer(user.token),
      remoteAddress: '198.51.100.9',
      payload: {
        version: created.json().version,
        patch: [
          {
            op: 'add',
            path: '/consents/MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT',
            value: { type: 'MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT', timestamp: '2001-01-01T00:00:00.000Z' },
          },
        ],
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const consents = patched.json().data.consents;
    expect(consents.PRIVACY_CONSENT).toEqual(consent);
    expect(consents.MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT.ipAddress).toBe('198.51.100.9');
    expect(consents.MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT.timestamp).not.toBe('2001-01-01T00:00:00.000Z');

    // The form sends the consent again with the time it showed: the stored evidence stays.
    const resent = await server.app.inject({
      method: 'PATCH',
      url: `/api/apps/${created.json().id}`,
      headers: bearer(user.token),
      payload: { version: patched.json().version, patch: [{ op: 'replace', path: '/consents/PRIVACY_CONSENT/timestamp', value: '2001-01-01T00:00:00.000Z' }] },
    });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.consents.PRIVACY_CONSENT).toEqual(consent);
  });
});

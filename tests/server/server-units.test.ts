import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableUrl, loggerOptions } from '../../src/server/logging';
import { applyDocumentPatch, isReservedPath } from '../../src/server/services/applications/document-patch';
import { cleanPatchData, mergeDocuments } from '../../src/server/services/applications/initial-document';
import { reapplicationEligibility } from '../../src/server/services/auth/reapplication.service';
import requestLog from '../../src/server/plugins/request-log';

const DAY = 86_400_000;

describe('reapplicationEligibility', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  it.each([
    [undefined, 'ELIGIBLE_TO_REAPPLY'],
    [{ closed: false, createdAt: ago(2) }, 'IN_PROGRESS'],
    [{ closed: false, createdAt: ago(29) }, 'IN_PROGRESS'],
    [{ closed: true, createdAt: ago(5) }, 'INELIGIBLE_TO_REAPPLY'],
    [{ closed: true, createdAt: ago(29) }, 'INELIGIBLE_TO_REAPPLY'],
    [{ closed: true, createdAt: ago(31) }, 'ELIGIBLE_TO_REAPPLY'],
    [{ closed: false, createdAt: ago(45) }, 'ELIGIBLE_TO_REAPPLY'],
  ] as const)('%o -> %s', (latest, expected) => {
    expect(reapplicationEligibility(latest, now)).toBe(expected);
  });
});

describe('create-call data', () => {
  it('drops client ids from owners and co-owners and stores percentOwnership as a string', () => {
    expect(
      cleanPatchData({
        owners: [{ id: 'x', uid: 'y', firstName: 'A', percentOwnership: 51 }],
        coOwners: [{ uid: 'z', percentOwnership: '49' }],
        business: { id: 'kept' },
      }),
    ).toEqual({ owners: [{ firstName: 'A', percentOwnership: '51' }], coOwners: [{ percentOwnership: '49' }], business: { id: 'kept' } });
  });

  it('merges objects by key and arrays by index', () => {
    expect(mergeDocuments({ owners: [{ a: 1, b: 1 }], x: 1 }, { owners: [{ b: 2 }, { c: 3 }], y: 2 })).toEqual({
      owners: [{ a: 1, b: 2 }, { c: 3 }],
      x: 1,
      y: 2,
    });
  });
});

describe('document patches', () => {
  it.each(['', '/status', '/version', '/__proto__/x', '/owners/0/constructor', '/_extension/parentApplicationId'])('reserves %s', (path) => {
    expect(isReservedPath(path)).toBe(true);
  });

  it.each(['/owners/0/firstName', '/_extension/partnerCode', '/business/status'])('allows %s', (path) => {
    expect(isReservedPath(path)).toBe(false);
  });

  it('never changes the document it is given', () => {
    const before = { owners: [{ firstName: 'A' }] };
    const after = applyDocumentPatch(before, [{ op: 'replace', path: '/owners/0/firstName', value: 'B' }]);
    expect(before.owners[0].firstName).toBe('A');
    expect(after).toEqual({ owners: [{ firstName: 'B' }] });
  });
});

/** A logger's destination that keeps every line written to it. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('logging', () => {
  it('logs URLs without query strings and without the e-mail of the reapplication path', () => {
    expect(loggableUrl('/login?reset_token=secret&username=a%40b.com')).toBe('/login');
    expect(loggableUrl('/api/public/apps/reapplication/someone%40example.com')).toBe('/api/public/apps/reapplication/[redacted]');
  });

  it("logs the auth callback's path without the handed-over token", () => {
    expect(loggableUrl('/access_token=eyJ.eyJ.sig&token_type=Bearer&state=renewal%3Dtrue')).toBe('/access_token=[redacted]');
  });

  it('redacts credentials and personal data', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie' } },
        body: { email: 'person@example.com.au', password: 'secret-password', code: '123456' },
        application: { owners: [{ firstName: 'Secret', lastName: 'Surname', dateOfBirth: '1980-01-01', primaryPhone: '0400000000' }] },
        err: { code: 'APP_ERR_NOT_FOUND' },
      },
      'check',
    );
    await app.close();
    const output = lines.join('');
    for (const secret of [
      'secret-token',
      'secret-cookie',
      'person@example.com.au',
      'secret-password',
      '123456',
      'Secret',
      'Surname',
      '1980-01-01',
      '0400000000',
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('APP_ERR_NOT_FOUND');
  });
});

describe('the request line', () => {
  it('says the request id, method, masked path, address, status and time, and nothing the request carried', async () => {
    const { lines, stream } = logLines();
    const app = Fastify({ logger: { ...loggerOptions('info'), stream }, logController: new LogController({ disableRequestLogging: true }) });
    await app.register(requestLog);
    app.post('/api/public/apps/reapplication/:email', async () => ({ ok: true }));
    await app.inject({
      method: 'POST',
      url: '/api/public/apps/reapplication/someone%40example.com?reset_token=secret-query',
      headers: { authorization: 'Bearer secret-token', cookie: 'sid=secret-cookie', 'x-request-id': 'request-0001' },
      payload: { password: 'secret-password' },
    });
    await app.close();
    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request completed');
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines;
    expect(line).toMatchObject({
      req: { method: 'POST', url: '/api/public/apps/reapplication/[redacted]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof line.reqId).toBe('string');
    expect(typeof line.responseTime).toBe('number');
    const output = lines.join('');
    for (const secret of ['someone', 'secret-query', 'secret-token', 'secret-cookie', 'secret-password']) expect(output).not.toContain(secret);
  });
});

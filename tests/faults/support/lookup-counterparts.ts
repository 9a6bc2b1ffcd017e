/**
 * The business register (ABN Lookup's XML web services) and the address provider (Google Places)
 * for the outage cases: one node:http server on a port that stays the same when it is stopped and
 * started again, answering every ABN search with a recorded entity
 * (tests/fixtures/business-register/) and every autocomplete with recorded suggestions
 * (tests/fixtures/address/). Stopping it also cuts the connections the portal keeps open, so the
 * portal meets the outage at once and not only on its next new connection.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { freePort } from '../../../tools/free-port';
import { recordedAnswer } from '../../support/recorded-google';
import type { Outageable } from './outage-servers';

export interface LookupCounterparts extends Outageable {
  /** The portal's settings naming them (ABR_GUID, ABR_BASE_URL, GOOGLE_*). */
  env: Record<string, string>;
  /** The ABN the recorded entity has. */
  abn: string;
  /** What each request asked, `ABR <method>` or `Google <path>`. */
  asked: string[];
}

export async function lookupCounterparts(): Promise<LookupCounterparts> {
  const port = await freePort();
  const entity = readFileSync(new URL('../../fixtures/business-register/abn-active-company.xml', import.meta.url), 'utf8');
  const suggestions = recordedAnswer('places-autocomplete-george-st.json');
  const asked: string[] = [];
  let server: Server | undefined;
  const start = async () => {
    if (server) return;
    const http = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://counterparts').pathname;
      request.resume();
      request.on('end', () => {
        if (path.startsWith('/abr/')) {
          asked.push(`ABR ${path.slice('/abr/'.length)}`);
          response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' }).end(entity);
        } else if (request.method === 'POST' && path === '/google/v1/places:autocomplete') {
          asked.push(`Google ${path}`);
          response.writeHead(suggestions.status, { 'content-type': 'application/json' }).end(JSON.stringify(suggestions.body));
        } else {
          response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":404,"status":"NOT_FOUND"}}');
        }
      });
    });
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, '127.0.0.1', () => resolve());
    });
    server = http;
  };
  const stop = async () => {
    const http = server;
    server = undefined;
    if (!http) return;
    const closed = new Promise<void>((resolve) => http.close(() => resolve()));
    http.closeAllConnections();
    await closed;
  };
  await start();
  const base = `http://127.0.0.1:${port}`;
  return {
    env: {
      ABR_GUID: 'fault-suite-abr-guid',
      ABR_BASE_URL: `${base}/abr`,
      GOOGLE_MAPS_API_KEY: 'fault-suite-google-key',
      GOOGLE_PLACES_BASE_URL: `${base}/google`,
      GOOGLE_GEOCODING_BASE_URL: `${base}/google`,
      // Short, so a lookup into the outage answers within the applicant's patience.
      ABR_TIMEOUT_SECONDS: '3',
      ADDRESS_TIMEOUT_SECONDS: '3',
    },
    abn: '70331724602',
    asked,
    start,
    stop,
  };
}

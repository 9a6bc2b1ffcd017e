/**
 * A browser's cookie store, as far as signing links need one: the cookie a signing call sets is
 * kept for its path and sent with later calls under that path, so suites that sign through the
 * API act as the one browser that opened each link.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from './api-helpers';

interface Answer {
  headers: Record<string, string | string[] | number | undefined>;
}

export function signingCookieJar() {
  const cookies = new Map<string, string>();
  return {
    /** The Cookie header a browser would send with `url`. */
    headersFor(url: string): Record<string, string> {
      const path = url.split('?')[0] ?? '';
      const sent = [...cookies].filter(([scope]) => path === scope || path.startsWith(`${scope}/`)).map(([, pair]) => pair);
      return sent.length > 0 ? { cookie: sent.join('; ') } : {};
    },
    /** Keeps what the answer set. */
    keep(answer: Answer): void {
      const header = answer.headers['set-cookie'];
      for (const line of Array.isArray(header) ? header : typeof header === 'string' ? [header] : []) {
        const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
        const scope = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
        cookies.set(scope, pair);
      }
    },
  };
}

/**
 * Requests to the portal as one browser: each signing link's cookie goes back with its later
 * calls; `token` is the applicant's bearer token where a call needs one.
 */
export function injectAsOneBrowser(app: () => FastifyInstance) {
  const browser = signingCookieJar();
  return async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token?: string, payload?: object): Promise<LightMyRequestResponse> => {
    const answer = await app().inject({
      method,
      url,
      headers: { ...browser.headersFor(url), ...(token ? bearer(token) : {}) },
      ...(payload ? { payload } : {}),
    });
    browser.keep(answer);
    return answer;
  };
}

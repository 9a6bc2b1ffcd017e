/**
 * The agreements consents link to (the privacy policy, the credit guide, the terms), read to show
 * them in the consent's dialog. Only documents of this site: anything else is refused, and the
 * consent opens it in a new tab instead.
 */
export async function readAgreement(href: string, signal: AbortSignal): Promise<string> {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) throw new Error(`${href} is not a document of this site`);
  const response = await fetch(url, { headers: { Accept: 'text/html' }, signal });
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) {
    throw new Error(`${href} could not be read (${response.status})`);
  }
  return response.text();
}

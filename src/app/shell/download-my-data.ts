/**
 * "Download My Data" (issue: personal data): the server's ZIP of everything it holds about the
 * applicant, fetched with the session's token (a plain link would carry none) and saved under the
 * name the server gives it.
 */
import { session } from '../session/session-store';

export async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/auth/me/export', { headers: { Authorization: `Bearer ${session.accessToken ?? ''}` } });
  if (!response.ok) throw new Error(`The export answered HTTP ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.zip';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

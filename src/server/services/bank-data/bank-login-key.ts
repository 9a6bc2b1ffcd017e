/**
 * Names a bank login without keeping its username: a SHA-256 of the application, the bank and
 * the username (trimmed, in lower case: banks read usernames that way, and a pause must not be
 * escaped by retyping the case). Tied to the application, the same username elsewhere gives
 * another key, so the table tells nothing across applicants.
 */
import { createHash } from 'node:crypto';

export function bankLoginKey(applicationId: string, bankId: string, username: string): string {
  return createHash('sha256').update(`${applicationId}\n${bankId}\n${username.trim().toLowerCase()}`).digest('hex');
}

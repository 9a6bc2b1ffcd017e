/**
 * A staff member added through the API as the lender's administrators do: the answer holds no
 * secret, so the member enrols through the link mailed to them (the outbox), choosing a password
 * and taking their authenticator secret from the enrolment. The enrolment spends a code of the
 * step before now, so the member's first sign-in may use the current one.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mailsMatching } from './outbox';

export interface EnrolledStaff {
  member: { email: string; fullName: string };
  password: string;
  totpSecret: string;
}

/** The token of the enrolment link mailed to `email`, waiting up to 10 s for the mail (sent in the background). */
export async function enrolmentToken(email: string): Promise<string> {
  const pattern = /\/ops\/enrol#([A-Za-z0-9_-]+)/;
  const deadline = Date.now() + 10_000;
  let mails = await mailsMatching(email, pattern);
  while (mails.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await mailsMatching(email, pattern);
  }
  const token = pattern.exec(mails.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error(`No enrolment link was mailed to ${email}`);
  return token;
}

/** Adds the member with `adminToken` (an administrator's session, or the machine token for `ops`). */
export async function addStaffMember(request: APIRequestContext, token: string, member: { email: string; fullName: string; role: 'ops' | 'admin' }) {
  const response = await request.post('/api/ops/staff', { headers: { authorization: `Bearer ${token}` }, data: member });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(answer).sort()).toEqual(['enrolmentExpiresAt', 'member']);
}

export async function enrolledStaffMember(
  request: APIRequestContext,
  token: string,
  member: { email: string; fullName: string; role: 'ops' | 'admin' },
): Promise<EnrolledStaff> {
  await addStaffMember(request, token, member);
  const link = await enrolmentToken(member.email);
  const opened = await request.post('/api/staff/enrolment/open', { data: { token: link } });
  expect(opened.status(), await opened.text()).toBe(200);
  const { totpSecret } = (await opened.json()) as { totpSecret: string };
  const password = `Staff-${Math.floor(Math.random() * 1e9)}-Pw`;
  const previousCode = () => new TOTP({ secret: Secret.fromBase32(totpSecret), digits: 6, period: 30 }).generate({ timestamp: Date.now() - 30_000 });
  let enrolled = await request.post('/api/staff/enrolment', { data: { token: link, password, code: previousCode() } });
  // A step may end between reading the clock and the server's check: the code is then two steps old; once more.
  if (enrolled.status() === 400) enrolled = await request.post('/api/staff/enrolment', { data: { token: link, password, code: previousCode() } });
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  return { member, password, totpSecret };
}

/**
 * Applicants made through the API, for specs about the shell, the session and the status pages
 * rather than about filling in the steps: an account, an application with the answers up to a
 * stage, a status set with the operations token, and the session handed to the page.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from './tl-applicant';
import { completeTlApplication } from '../../tools/fixtures/tl-application';

export interface Grant {
  accessToken: string;
  expiresAt: number;
  user: { id: string; email: string; firstName: string; lastName: string; passwordGenerated: boolean };
}

export interface Account {
  email: string;
  password: string;
  grant: Grant;
}

export interface Application {
  id: string;
  status: string;
  stage: string;
  version: number;
  createdAt: string;
  data: Record<string, unknown>;
}

export async function opsToken(): Promise<string> {
  return (await readFile(path.join(process.env.E2E_DATA_DIR!, 'ops-token'), 'utf8')).trim();
}

export async function logIn(request: APIRequestContext, email: string, password: string): Promise<Grant> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

export async function newAccount(
  request: APIRequestContext,
  options: { firstName?: string; lastName?: string; passwordGenerated?: boolean; prefix?: string } = {},
): Promise<Account> {
  const email = uniqueEmail(options.prefix ?? 'shell');
  const password = `Pw1-${randomBytes(8).toString('hex')}`;
  const response = await request.post('/api/public/users', {
    data: {
      email,
      password,
      firstName: options.firstName ?? 'Jane',
      lastName: options.lastName ?? 'Citizen',
      passwordGenerated: options.passwordGenerated ?? false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password, grant: await logIn(request, email, password) };
}

/** Answers that complete every step from basic info to personal info. */
export function completeAnswers(account: Account, extension: Record<string, unknown> = {}): Record<string, unknown> {
  const consent = (type: string) => ({ type, timestamp: new Date().toISOString() });
  const answers = structuredClone(completeTlApplication);
  const [owner] = answers.owners;
  return {
    ...answers,
    owners: [
      {
        ...owner,
        firstName: account.grant.user.firstName,
        lastName: account.grant.user.lastName,
        email: account.email,
        // A partner code is asked of brokers only; the server refuses one otherwise.
        _extension: { ...owner._extension, broker: 'partnerCode' in extension },
      },
    ],
    consents: {
      PRIVACY_CONSENT: consent('PRIVACY_CONSENT'),
      MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT: consent('MINIMUM_TRADING_TIME_AND_TURNOVER_CONSENT'),
    },
    _extension: extension,
  };
}

export async function createApplication(
  request: APIRequestContext,
  account: Account,
  options: { data?: Record<string, unknown>; stage?: string } = {},
): Promise<Application> {
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const created = await request.post('/api/apps', {
    headers,
    data: {
      createAppData: { firstName: account.grant.user.firstName, lastName: account.grant.user.lastName, email: account.email, product: 'tl' },
      patchAppData: options.data ?? completeAnswers(account),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const application = (await created.json()) as Application;
  if (!options.stage) return application;
  const moved = await request.patch(`/api/apps/${application.id}`, { headers, data: { stage: options.stage, patch: [], version: application.version } });
  expect(moved.status(), await moved.text()).toBe(200);
  return moved.json();
}

/**
 * Moves a new application to `status` as operations would, through the statuses the lifecycle
 * allows on the shortest way there (IN_PROGRESS -> SUBMITTED -> APPROVED -> OFFER_EXPIRED, ...),
 * overriding with a reason what a status asks for (complete answers, a decision): the specs using
 * it are about the pages of a status. The statuses after signing cannot be overridden: reach them
 * by signing (api-checkout.ts).
 */
export async function setStatus(request: APIRequestContext, applicationId: string, status: string, stage?: string): Promise<Application> {
  let moved: Application | undefined;
  for (const step of lifecycleWay('IN_PROGRESS', status)) {
    const response = await request.post(`/api/ops/applications/${applicationId}/status`, {
      headers: { authorization: `Bearer ${await opsToken()}` },
      data: { status: step, ...(step === status && stage ? { stage } : {}), override: { reason: 'Placed in this status for an end-to-end test' } },
    });
    expect(response.status(), await response.text()).toBe(200);
    moved = await response.json();
  }
  return moved!;
}

function lifecycleWay(from: string, to: string): string[] {
  const statuses: Record<string, { next?: string[] }> = JSON.parse(readFileSync('journeys/fragments/lifecycle.fragment.json', 'utf8')).lifecycle.statuses;
  const came = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length > 0 && !came.has(to)) {
    const status = queue.shift()!;
    for (const next of statuses[status]?.next ?? []) {
      if (came.has(next)) continue;
      came.set(next, status);
      queue.push(next);
    }
  }
  if (!came.has(to)) throw new Error(`The lifecycle has no way from ${from} to ${to}`);
  const way: string[] = [];
  for (let s = to; s !== from; s = came.get(s)!) way.unshift(s);
  return way.length > 0 ? way : [to];
}

/** Hands the session to the page the way a sign-in in another tab would: through local storage. */
export async function signInPage(page: Page, grant: Grant, expiresAt = grant.expiresAt): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/settings.json');
  await page.evaluate(([session]) => localStorage.setItem('portal.session', JSON.stringify(session)), [
    { accessToken: grant.accessToken, expiresAt, user: grant.user },
  ] as const);
}

/** settings.json as the server serves it, changed by `change`, for this page only. */
export async function overrideSettings(page: Page, change: (settings: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  await page.route('**/settings.json*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change(await response.json()) });
  });
}

/** Operations decide a submitted application (approve, conditional or decline) with the operations token. */
export async function decide(request: APIRequestContext, applicationId: string, decision: Record<string, unknown>): Promise<Application> {
  const response = await request.post(`/api/ops/applications/${applicationId}/decision`, {
    headers: { authorization: `Bearer ${await opsToken()}` },
    data: decision,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** One move of an application's status by operations, from the status it is in. */
export async function moveStatus(request: APIRequestContext, applicationId: string, status: string): Promise<Application> {
  const response = await request.post(`/api/ops/applications/${applicationId}/status`, {
    headers: { authorization: `Bearer ${await opsToken()}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/**
 * Connects the bank-data sandbox's good login to the application and waits until its six months
 * of statements are in, so the steps after the statements open; answers the version then.
 */
export async function connectStatements(request: APIRequestContext, account: Account, application: Application, bankId = 'cba'): Promise<number> {
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const connect = await request.post(`/api/apps/${application.id}/ebs/enroll`, {
    headers,
    data: { bankId, username: 'good-user', password: 'good-password', consent: true },
  });
  expect(connect.ok(), await connect.text()).toBe(true);
  let version = application.version;
  await expect
    .poll(
      async () => {
        const latest = await (await request.get(`/api/apps/${application.id}`, { headers })).json();
        version = latest.version;
        return latest.data._extension?.statements?.complete === true;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return version;
}

/** Moves the application to a stage as the applicant's browser does, expecting the server to agree. */
export async function moveStage(request: APIRequestContext, account: Account, applicationId: string, stage: string, version: number): Promise<void> {
  const headers = { authorization: `Bearer ${account.grant.accessToken}` };
  const moved = await request.patch(`/api/apps/${applicationId}`, { headers, data: { stage, patch: [], version } });
  expect(moved.ok(), await moved.text()).toBe(true);
}

/** An application with every step answered and its statements in, at Review and Submit. */
export async function applicationAtReview(request: APIRequestContext): Promise<{ account: Account; id: string }> {
  const account = await newAccount(request, { prefix: 'review' });
  const application = await createApplication(request, account, { data: completeAnswers(account), stage: 'StatementCollect' });
  await moveStage(request, account, application.id, 'ReviewAndSubmit', await connectStatements(request, account, application));
  return { account, id: application.id };
}

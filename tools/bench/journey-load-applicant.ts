/**
 * One virtual applicant of the journey-load bench: the whole application over HTTP, in the
 * requests the browser makes (src/app/steps/start-application.ts, the step session's autosaves
 * and Save & Continue, the statement page's services and its poll every 1.5 s, the review's
 * submit). Any answer the browser would not go on from ends the applicant as failed; a 409 on a
 * change is met as the browser meets it, by reading the latest version and saving once more.
 */
import { randomBytes } from 'node:crypto';
import type { Operation } from 'fast-json-patch';
import type { JourneyPlan } from './journey-load-answers';
import type { Recorder, RequestKind } from './journey-load-recorder';

/** The statement page's poll (src/screens/statement-collect/statement-collect.tsx, POLL_MS). */
const POLL_MS = 1_500;

export class Refused extends Error {
  constructor(
    readonly kind: RequestKind,
    readonly status: number,
    body: string,
  ) {
    super(`HTTP ${status} at ${kind}: ${body.slice(0, 200)}`);
  }
}

interface ApplicationRecord {
  id: string;
  stage: string;
  status: string;
  version: number;
}

interface Enrolment {
  status: string;
  error: { code: string } | null;
}

export interface ApplicantContext {
  origin: string;
  plan: JourneyPlan;
  recorder: Recorder;
  /** Aborted when the run's time is up. */
  signal: AbortSignal;
  /** Where the applicant is, for the report of those the time ran out on. */
  at(step: string): void;
}

/** Where an applicant left their application: what a later request needs to change it. */
export interface HeldApplication {
  id: string;
  authorization: string;
  stage: string;
  version: number;
}

export async function applyAsBrowserDoes(context: ApplicantContext): Promise<HeldApplication> {
  const { origin, plan, recorder, signal } = context;
  // Signed in after sign-up: every request from then on carries the token.
  const session = { authorization: '' };

  async function call<T>(kind: RequestKind, method: string, url: string, body?: unknown, expected = [200]): Promise<T> {
    const started = performance.now();
    const response = await fetch(origin + url, {
      method,
      signal,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session.authorization ? { authorization: session.authorization } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    recorder.answered(kind, response.status, performance.now() - started);
    if (!expected.includes(response.status)) throw new Refused(kind, response.status, text);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const app = (id: string, tail = '') => `/api/apps/${encodeURIComponent(id)}${tail}`;
  let application: ApplicationRecord;

  /** A PATCH against the version held, and on 409 once more against the latest (patchAtLatest). */
  async function change(kind: RequestKind, patch: Operation[], stage = application.stage): Promise<void> {
    const send = () => call<ApplicationRecord>(kind, 'PATCH', app(application.id), { stage, patch, version: application.version });
    try {
      application = await send();
    } catch (error) {
      if (!(error instanceof Refused && error.status === 409)) throw error;
      application = await call<ApplicationRecord>('read', 'GET', app(application.id));
      application = await send();
    }
  }

  context.at('sign-up');
  const { applicant } = plan.first;
  // The browser makes a password the applicant never sees (generateAccountPassword).
  const password = `${randomBytes(16).toString('base64url')}A7!a`;
  await call('sign-up', 'POST', '/api/public/users', { ...applicant, password, passwordGenerated: true }, [201]);
  const grant = await call<{ accessToken: string }>('log-in', 'POST', '/api/auth/login', { email: applicant.email, password });
  session.authorization = `Bearer ${grant.accessToken}`;
  await call('read', 'GET', `/api/validation-rules?product=${plan.product}`);

  context.at('create');
  application = await call<ApplicationRecord>(
    'create',
    'POST',
    '/api/apps',
    { createAppData: { ...applicant, product: plan.product }, patchAppData: plan.first.answers },
    [201],
  );
  const [firstStep] = plan.steps;
  await change('stage move', [], firstStep.stage);

  for (const step of plan.steps) {
    context.at(step.stage);
    if (step.kind === 'form') {
      for (const save of step.saves) await change(save.owner ? 'owner' : 'patch', save.patch);
      await change('stage move', [], step.next);
    } else if (step.kind === 'statements') {
      await collectStatements(step.next);
    } else {
      await call('read', 'GET', app(application.id));
      application = await call<ApplicationRecord>('submit', 'POST', app(application.id, '/workflow/submit'), {});
      if (application.status === 'IN_PROGRESS') throw new Error('submitted, but the application is still in progress');
    }
  }
  return { id: application.id, authorization: session.authorization, stage: application.stage, version: application.version };

  /** The statement page: its first reads, the sandbox bank's good login, the poll, the move on. */
  async function collectStatements(next: string): Promise<void> {
    await Promise.all([
      call('read', 'GET', app(application.id, '/docs')),
      call('read', 'GET', app(application.id, '/ebs/enroll')),
      call('read', 'GET', app(application.id, '/ebs/banks')),
    ]);
    let enrolment = await call<Enrolment>('connect', 'POST', app(application.id, '/ebs/enroll'), {
      bankId: 'cba',
      username: 'good-user',
      password: 'good-password',
      consent: true,
    });
    const connected = performance.now();
    while (enrolment.status === 'retrieving') {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      signal.throwIfAborted();
      enrolment = await call<Enrolment>('poll', 'GET', app(application.id, '/ebs/enroll'));
    }
    if (enrolment.status !== 'received') throw new Error(`the bank connection ended ${enrolment.status} (${enrolment.error?.code ?? 'no code'})`);
    context.recorder.statementWaits.push(performance.now() - connected);
    // The page refreshes its list and the app's copy, then Continue moves at the latest version.
    await call('read', 'GET', app(application.id, '/docs'));
    await call('read', 'GET', app(application.id));
    application = await call<ApplicationRecord>('read', 'GET', app(application.id));
    await change('stage move', [], next);
  }
}

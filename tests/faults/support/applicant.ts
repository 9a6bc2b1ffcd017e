/**
 * An applicant of the fault suite over HTTP, in the requests the browser makes: sign-up and
 * sign-in, an application created with the complete tl answers, the sandbox bank connected,
 * stage moves, submission, uploads, the offer accepted, the funding account, the signature and
 * the completion. Every answer is counted (a 5xx other than 503 is a finding), and a request cut
 * off by the killed portal is told apart from an answer.
 */
import { randomBytes } from 'node:crypto';
import type { Operation } from 'fast-json-patch';
import { completeTlApplication } from '../../../tools/fixtures/tl-application';
import { figures } from './figures';

export interface Answer {
  status: number;
  text: string;
  headers: Headers;
  json<T = Record<string, unknown>>(): T;
}

/** The request never got an answer: the portal was killed or is not listening. */
export class CutOff extends Error {}

export interface ApplicationState {
  id: string;
  stage: string;
  status: string;
  version: number;
  data: Record<string, unknown>;
}

/** Sends one request; counts its answer in the suite's figures. */
export async function send(
  url: string,
  init: { method?: string; token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
    });
  } catch (error) {
    throw new CutOff(`${init.method ?? 'GET'} ${url}: no answer (${(error as Error).message})`);
  }
  const text = await response.text().catch(() => {
    throw new CutOff(`${init.method ?? 'GET'} ${url}: the answer was cut off`);
  });
  figures.answered(response.status, `${init.method ?? 'GET'} ${new URL(url).pathname}`, text);
  return { status: response.status, text, headers: response.headers, json: <T>() => JSON.parse(text) as T };
}

export function expectStatus(answer: Answer, expected: number, what: string): void {
  if (answer.status !== expected) throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
}

/** What accepting an offer reads of it: the terms in their unit (or, before units, in months). */
export interface Offer {
  offerId: string;
  minAmount: number;
  maxAmount: number;
  terms?: { unit: string; values: number[] };
  termsMonths?: number[];
  paymentPeriods: string[];
}

/** The fixture's owner, whose typed name signs the agreement; a fresh e-mail each time. */
const OWNER = completeTlApplication.owners[0];

export class Applicant {
  readonly email = `fault.${randomBytes(5).toString('hex')}@example.com.au`;
  readonly password = `Pw1-${randomBytes(8).toString('hex')}`;
  /** The signing page's cookie: the browser the link is bound to. */
  private signingCookie?: string;
  token = '';
  application!: ApplicationState;

  constructor(private readonly origin: () => string) {}

  get signerName(): string {
    return `${OWNER.firstName} ${OWNER.lastName}`;
  }

  url(path: string): string {
    return this.origin() + path;
  }

  app(tail = ''): string {
    return this.url(`/api/apps/${this.application.id}${tail}`);
  }

  async signUp(): Promise<void> {
    expectStatus(await this.trySignUp(), 201, 'sign-up');
    expectStatus(await this.tryLogIn(), 200, 'sign-in');
  }

  trySignUp(): Promise<Answer> {
    return send(this.url('/api/public/users'), {
      method: 'POST',
      json: { email: this.email, password: this.password, firstName: OWNER.firstName, lastName: OWNER.lastName },
    });
  }

  async tryLogIn(): Promise<Answer> {
    const grant = await send(this.url('/api/auth/login'), { method: 'POST', json: { email: this.email, password: this.password } });
    if (grant.status === 200) this.token = grant.json<{ accessToken: string }>().accessToken;
    return grant;
  }

  async create(): Promise<void> {
    expectStatus(await this.tryCreate(), 201, 'create');
  }

  /** The complete answers with this applicant's e-mail, created in one go as the browser's first step does. */
  async tryCreate(): Promise<Answer> {
    const answers = { ...structuredClone(completeTlApplication), owners: [{ ...structuredClone(OWNER), email: this.email }] };
    const created = await send(this.url('/api/apps'), {
      method: 'POST',
      token: this.token,
      json: { createAppData: { firstName: OWNER.firstName, lastName: OWNER.lastName, email: this.email, product: 'tl' }, patchAppData: answers },
    });
    if (created.status === 201) this.application = created.json<ApplicationState>();
    return created;
  }

  async read(): Promise<ApplicationState> {
    expectStatus(await this.tryRead(), 200, 'read');
    return this.application;
  }

  async tryRead(): Promise<Answer> {
    const answer = await send(this.app(), { token: this.token });
    if (answer.status === 200) this.application = answer.json<ApplicationState>();
    return answer;
  }

  /** The PATCH as the browser sends it; answers the raw answer (the caller decides what it expects). */
  async patch(patch: Operation[], stage = this.application.stage): Promise<Answer> {
    const answer = await send(this.app(), { method: 'PATCH', token: this.token, json: { stage, patch, version: this.application.version } });
    if (answer.status === 200) this.application = answer.json<ApplicationState>();
    return answer;
  }

  /** The sandbox bank's good login, then the poll until its statements are in. */
  async connectBank(): Promise<void> {
    const enrol = await send(this.app('/ebs/enroll'), {
      method: 'POST',
      token: this.token,
      json: { bankId: 'cba', username: 'good-user', password: 'good-password', consent: true },
    });
    expectStatus(enrol, 200, 'bank connection');
    const deadline = Date.now() + 60_000;
    for (;;) {
      const enrolment = (await send(this.app('/ebs/enroll'), { token: this.token })).json<{ status: string }>();
      if (enrolment.status === 'received') break;
      if (enrolment.status !== 'retrieving' || Date.now() > deadline) throw new Error(`the bank connection ended ${enrolment.status}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await this.read();
  }

  submit(): Promise<Answer> {
    return send(this.app('/workflow/submit'), { method: 'POST', token: this.token, json: {} });
  }

  async offers(): Promise<Offer[]> {
    const answer = await send(this.app('/offers'), { token: this.token });
    expectStatus(answer, 200, 'offers');
    return answer.json<{ offers: Offer[] }>().offers;
  }

  /** The first offer at its first term and payment period, for $50,000 or the most it allows. */
  async acceptOffer(chosen?: Offer): Promise<Answer> {
    const offer = chosen ?? (await this.offers())[0];
    const term = offer.terms ? { term: offer.terms.values[0], termUnit: offer.terms.unit } : { termMonths: offer.termsMonths![0] };
    const loanAmount = Math.max(offer.minAmount, Math.min(50_000, offer.maxAmount));
    return send(this.app('/workflow/accept-offer'), {
      method: 'POST',
      token: this.token,
      json: { offerId: offer.offerId, loanAmount, ...term, paymentPeriod: offer.paymentPeriods[0] },
    });
  }

  async giveFundingAccount(): Promise<void> {
    const answer = await send(this.app('/funding-account'), {
      method: 'PUT',
      token: this.token,
      json: { bankName: 'Westpac', bsb: '032-000', accountNumber: '12345678', accountNumberConfirmation: '12345678' },
    });
    expectStatus(answer, 200, 'funding account');
  }

  /**
   * The agreement made and its signing page opened, as the browser opens it before anyone presses
   * Sign: the page's first call binds the link to this browser, whose cookie every later call
   * (a signature sent again after a restart too) carries.
   */
  async startSigning(): Promise<string> {
    const answer = await send(this.app('/workflow/agreementAccepted'), { method: 'POST', token: this.token, json: {} });
    expectStatus(answer, 200, 'agreement');
    const signingToken = answer.json<{ embeddedUrl: string }>().embeddedUrl.split('/sign/')[1];
    const page = await send(this.url(`/api/signing/${signingToken}`));
    expectStatus(page, 200, 'the signing page');
    this.signingCookie = /^([^;]+)/.exec(page.headers.get('set-cookie') ?? '')?.[1];
    return signingToken;
  }

  sign(signingToken: string): Promise<Answer> {
    return send(this.url(`/api/signing/${signingToken}/sign`), {
      method: 'POST',
      json: { typedName: this.signerName, consent: true },
      headers: this.signingCookie ? { cookie: this.signingCookie } : {},
    });
  }

  complete(): Promise<Answer> {
    return send(this.app('/workflow/complete'), { method: 'POST', token: this.token, json: {} });
  }

  /** Waits until the application's status is no longer `from` (a job moved it). */
  async waitWhileStatus(from: string, timeoutMs = 30_000): Promise<ApplicationState> {
    const deadline = Date.now() + timeoutMs;
    while ((await this.read()).status === from) {
      if (Date.now() > deadline) throw new Error(`still ${from} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return this.application;
  }
}

/**
 * The built-in bank-data service. It runs offline and behaves like the real one: a list of
 * Australian banks (one not supported), sign-in with banking credentials, a multi-factor task
 * for some logins, and retrieval of 180 days of accounts and transactions after a short delay:
 * the first ask answers 'still preparing' with when to ask again, as a real service does, so the
 * portal's job waits without holding a worker (the moment it is ready travels in the progress
 * token, so any instance may ask).
 * Every error code of spec 02 section 8 can be produced with a test login (docs/counterparts.md,
 * 'Bank-data sandbox'):
 *
 *   good-user / good-password     two business accounts and a personal one
 *   mfa-user / good-password      asks for a one-time code: 123456
 *   error-<code> / any password   fails with <code>, at sign-in or during retrieval
 *   any login at Judo Bank        unsupportedBank
 *
 * The reference it hands out names the login; it is kept server-side only.
 */
import { randomBytes } from 'node:crypto';
import { BankDataProviderError, type BankDataProvider, type ConnectOutcome, type Retrieval, type RetrievalPending } from '../bank-data-provider';
import { sandboxAccounts } from './sandbox-accounts';
import { sandboxBank, sandboxBanks } from './sandbox-banks';

export const SANDBOX_GOOD_USER = 'good-user';
export const SANDBOX_MFA_USER = 'mfa-user';
export const SANDBOX_PASSWORD = 'good-password';
export const SANDBOX_MFA_CODE = '123456';

/** Codes the bank reports at sign-in; the others come up while retrieving. */
export const SIGN_IN_CODES = [
  '20001',
  '20004',
  '20005',
  '20007',
  '20008',
  '30001',
  '30002',
  '30004',
  '30009',
  '30010',
  '30011',
  '32003',
  '32008',
  '50001',
  '60006',
  'unsupportedBank',
] as const;
export const RETRIEVAL_CODES = [
  '30003',
  '30005',
  '30006',
  '30014',
  '40001',
  '40003',
  '40004',
  '40005',
  '40010',
  '60001',
  '60008',
  'uploadError',
  'noResultFound',
  'unsupportedAccount',
] as const;

export interface SandboxOptions {
  /** How long retrieval takes, so the page shows 'Retrieving Bank Statements'; 0 answers at once. */
  retrievalDelayMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

interface Session {
  bankId: string;
  login: string;
  state: 'task' | 'connected';
}

const encode = (session: Session) => `sandbox.${Buffer.from(JSON.stringify(session)).toString('base64url')}.${randomBytes(6).toString('hex')}`;

/** The progress token: when the statements are ready, in epoch milliseconds. */
const encodeProgress = (readyAt: number) => `sandbox-progress.${readyAt}`;

function readyAtOf(progress: string): number | undefined {
  const match = /^sandbox-progress\.(\d+)$/.exec(progress);
  return match ? Number(match[1]) : undefined;
}

function decode(reference: string): Session {
  const [scheme, body] = reference.split('.');
  if (scheme !== 'sandbox' || !body) throw new BankDataProviderError('60001', 'Unknown sandbox reference');
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Session;
}

/** The code a test login asks for (`error-30004`, `error-uploadError`), in its canonical spelling. */
function errorCodeOf(login: string): string | undefined {
  const asked = /^error-(.+)$/i.exec(login.trim())?.[1]?.toLowerCase();
  if (asked === undefined) return undefined;
  return [...SIGN_IN_CODES, ...RETRIEVAL_CODES].find((code) => code.toLowerCase() === asked) ?? asked;
}

export function createSandboxBankDataProvider(options: SandboxOptions = {}): BankDataProvider {
  const delay = options.retrievalDelayMs ?? 2_000;
  const now = options.now ?? Date.now;

  /** Still preparing: the first ask starts the clock, later ones wait out what is left. */
  function pending(progress: string | undefined): RetrievalPending | undefined {
    if (delay <= 0) return undefined;
    const readyAt = (progress === undefined ? undefined : readyAtOf(progress)) ?? now() + delay;
    const left = readyAt - now();
    return left > 0 ? { kind: 'pending', retryAfterSeconds: left / 1000, progress: encodeProgress(readyAt) } : undefined;
  }

  return {
    id: 'sandbox',

    async listBanks(country) {
      return sandboxBanks(country).map((bank) => ({ ...bank, credentialLabels: { ...bank.credentialLabels } }));
    },

    async connect({ bankId, username, password }) {
      const bank = sandboxBank(bankId);
      if (!bank || !bank.supported) throw new BankDataProviderError('unsupportedBank');
      const login = username.trim().toLowerCase();
      const code = errorCodeOf(login);
      if (code !== undefined) {
        if ((SIGN_IN_CODES as readonly string[]).includes(code)) throw new BankDataProviderError(code);
        if ((RETRIEVAL_CODES as readonly string[]).includes(code)) return { kind: 'connected', reference: encode({ bankId, login, state: 'connected' }) };
        throw new BankDataProviderError('30001');
      }
      if ((login !== SANDBOX_GOOD_USER && login !== SANDBOX_MFA_USER) || password !== SANDBOX_PASSWORD) {
        throw new BankDataProviderError('30001');
      }
      if (login === SANDBOX_MFA_USER) {
        return {
          kind: 'task',
          reference: encode({ bankId, login, state: 'task' }),
          task: {
            prompt: `${bank.name} sent a 6-digit code to your mobile ending in 678. Enter it to continue.`,
            label: 'One-time code',
          },
        };
      }
      return { kind: 'connected', reference: encode({ bankId, login, state: 'connected' }) };
    },

    async answerTask(reference, answer): Promise<ConnectOutcome> {
      const session = decode(reference);
      if (session.state !== 'task') throw new BankDataProviderError('32008');
      if (answer.trim() !== SANDBOX_MFA_CODE) throw new BankDataProviderError('30002');
      return { kind: 'connected', reference: encode({ ...session, state: 'connected' }) };
    },

    async retrieve(reference, period, progress): Promise<Retrieval | RetrievalPending> {
      const session = decode(reference);
      if (session.state !== 'connected') throw new BankDataProviderError('32008');
      const wait = pending(progress);
      if (wait) return wait;
      const code = errorCodeOf(session.login);
      const bankName = sandboxBank(session.bankId)?.name ?? session.bankId;
      const from = period.from.toISOString().slice(0, 10);
      const to = period.to.toISOString().slice(0, 10);
      // Two failures the service itself recognises in what comes back, as with the real one.
      if (code === '60008') return { bankName, from, to, accounts: sandboxAccounts(session.login, 'personalOnly', period.from, period.to) };
      if (code === 'noResultFound') return { bankName, from, to, accounts: [] };
      if (code !== undefined) throw new BankDataProviderError(code);
      return { bankName, from, to, accounts: sandboxAccounts(`${session.bankId}:${session.login}`, 'business', period.from, period.to) };
    },

    async disconnect() {
      // The sandbox keeps nothing.
    },
  };
}

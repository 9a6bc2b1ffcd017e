/**
 * The state of 'Connect My Account', free of React: the bank list, the sign-in being typed, the
 * bank's question, the call in flight and what went wrong. The enrolment itself belongs to the
 * statement page (it polls it); this model reports each new one through `onEnrolment` and is
 * shown the page's latest with `showEnrolment`. A renderer subscribes to snapshots and calls the
 * actions; it holds no state of its own.
 */
import type { Bank, Enrolment, StatementServices } from './statement-services';
import { refusalBody } from './statement-services';
import { Subscribable } from '../../engine/subscribable/subscribable';
import { formatTimeOfDay } from '../../engine/dates/format-time-of-day';

type Text = (key: string, params?: (string | number)[]) => string;

export interface BankConnectionDeps {
  api: Pick<StatementServices, 'listBanks' | 'connect' | 'answerTask' | 'removeEnrolment' | 'getEnrolment'>;
  text: Text;
  /** The product's locale: how the end of the bank's pause is written (formatTimeOfDay). */
  locale: string;
  onEnrolment: (enrolment: Enrolment) => void;
  onRemoved: () => void;
  /** The clock the bank's pause is measured by. */
  now?: () => number;
}

export interface BankConnectionSnapshot {
  banks: readonly Bank[];
  bankId: string;
  bank: Bank | undefined;
  username: string;
  password: string;
  consent: boolean;
  answer: string;
  busy: boolean;
  problem: string | null;
  /** The bank paused the login being typed (the one last tried at this bank) until `pauseEndsAt`. */
  paused: boolean;
  pauseEndsAt: number;
  canConnect: boolean;
  canAnswer: boolean;
}

export type CredentialField = 'username' | 'password' | 'answer';

/** A login as the bank compares it: a pause is for that login, however it is typed. */
const loginOf = (name: string) => name.trim().toLowerCase();

export class BankConnection extends Subscribable<BankConnectionSnapshot> {
  private readonly now: () => number;
  private enrolment: Enrolment;
  private banks: readonly Bank[] = [];
  private typed = { bankId: '', username: '', password: '', answer: '', consent: false };
  private busy = false;
  private problem: string | null = null;
  /** The bank and login of this page's last sign-in: the one a pause of the bank is about. */
  private tried: { bankId: string; username: string } | null = null;
  private pauseTimer?: ReturnType<typeof setTimeout>;
  private live = true;

  constructor(
    private readonly deps: BankConnectionDeps,
    enrolment: Enrolment,
  ) {
    super();
    this.now = deps.now ?? Date.now;
    this.enrolment = enrolment;
    this.snapshot = this.build();
  }

  /** Loads the banks and follows the pause; answers the function that stops both. */
  start(): () => void {
    // A list answered after this start was stopped is not shown: a later start asks again.
    let current = true;
    this.live = true;
    this.deps.api.listBanks().then(
      (banks) => current && this.update(() => (this.banks = banks)),
      () => current && this.update(() => (this.problem = this.deps.text('bankDataRetrievalProblem'))),
    );
    this.followPause();
    return () => {
      current = false;
      this.live = false;
      clearTimeout(this.pauseTimer);
    };
  }

  /** The statement page's latest enrolment. */
  showEnrolment(enrolment: Enrolment): void {
    if (enrolment === this.enrolment) return;
    this.enrolment = enrolment;
    this.publish();
    this.followPause();
  }

  choose(bankId: string): void {
    this.update(() => (this.typed.bankId = bankId));
  }

  type(field: CredentialField, value: string): void {
    this.update(() => (this.typed[field] = value));
  }

  agree(consent: boolean): void {
    this.update(() => (this.typed.consent = consent));
  }

  async connect(): Promise<void> {
    if (!this.snapshot.canConnect) return;
    const { bankId, username, password } = this.typed;
    this.tried = { bankId, username: loginOf(username) };
    await this.run(() => this.deps.api.connect({ bankId, username: username.trim(), password }));
  }

  async answerTask(): Promise<void> {
    if (!this.snapshot.canAnswer) return;
    await this.run(() => this.deps.api.answerTask(this.typed.answer.trim()));
  }

  async disconnect(): Promise<void> {
    if (this.busy) return;
    this.update(() => {
      this.busy = true;
      this.problem = null;
    });
    try {
      await this.deps.api.removeEnrolment();
      this.deps.onRemoved();
    } catch {
      this.problem = this.deps.text('deleteError');
    } finally {
      this.update(() => (this.busy = false));
    }
  }

  private async run(call: () => Promise<Enrolment>): Promise<void> {
    if (this.busy) return;
    this.update(() => {
      this.busy = true;
      this.problem = null;
    });
    const { text, api, onEnrolment } = this.deps;
    try {
      onEnrolment(await call());
    } catch (error) {
      const refusal = refusalBody(error);
      if (refusal.code === 'EBS_ERR_WAIT')
        this.problem = `${text('bankDataWait')} ${text('bankDataActionWait', [formatTimeOfDay(refusal.retryAfter ?? this.now(), this.deps.locale)])}`;
      // Another tab or the poll moved the connection on: show where it is now.
      else if (refusal.status === 409) onEnrolment(await api.getEnrolment().catch(() => this.enrolment));
      else this.problem = `${text('bankDataRetrievalProblem')} ${text('bankDataActionRetryOrUpload')}`;
    } finally {
      // Secrets never outlive their call, whatever its outcome.
      this.update(() => {
        this.busy = false;
        this.typed.password = '';
        this.typed.answer = '';
      });
    }
  }

  /** Publishes again when the bank's pause ends, so the paused login may connect. */
  private followPause(): void {
    clearTimeout(this.pauseTimer);
    const left = this.pauseEnd() - this.now();
    if (!this.live || left <= 0) return;
    this.pauseTimer = setTimeout(() => (this.publish(), this.followPause()), Math.min(left + 50, 60_000));
  }

  private pauseEnd(): number {
    const retryAfter = this.enrolment.error?.retryAfter;
    return retryAfter ? Date.parse(retryAfter) : 0;
  }

  private update(change: () => unknown): void {
    change();
    this.publish();
  }

  private publish(): void {
    this.setSnapshot(this.build());
  }

  private build(): BankConnectionSnapshot {
    const { bankId, username, password, answer, consent } = this.typed;
    const bank = this.banks.find((b) => b.id === bankId);
    const pauseEndsAt = this.pauseEnd();
    // The bank paused one login: that login at that bank waits, any other may connect now (the server decides either way).
    const paused = pauseEndsAt > this.now() && this.tried?.bankId === bankId && this.tried.username === loginOf(username);
    return {
      banks: this.banks,
      bankId,
      bank,
      username,
      password,
      consent,
      answer,
      busy: this.busy,
      problem: this.problem,
      paused,
      pauseEndsAt,
      canConnect: Boolean(bank?.supported && username.trim() && password && consent) && !paused,
      canAnswer: Boolean(answer.trim()),
    };
  }
}

/**
 * The state of the statement page, free of React: the documents and the bank connection as the
 * server last told them, the tab shown, whether loading failed, and following a retrieval the
 * bank-data service runs in the background (asked again every `pollMs` until it is done). The
 * application the app holds follows the server: when an answer carries a newer version the app
 * is asked to reload it. A renderer subscribes to snapshots and calls the actions.
 */
import type { DocumentList, Enrolment, StatementServices, StatementsState } from './statement-services';
import { Subscribable } from '../../engine/subscribable/subscribable';

export type StatementTab = 'connect' | 'upload';

export interface StatementCollectionDeps {
  api: Pick<StatementServices, 'listDocuments' | 'getEnrolment'>;
  /** The version of the application the app holds now. */
  applicationVersion: () => number | undefined;
  /** Fetches the application again: the server changed it (statements received, a document removed). */
  reloadApplication: () => Promise<unknown>;
  /** How often a retrieval in progress is asked about. */
  pollMs?: number;
}

export interface StatementCollectionSnapshot {
  tab: StatementTab;
  documents: DocumentList | null;
  enrolment: Enrolment | null;
  loadFailed: boolean;
}

/** How often the page asks how the retrieval is going. */
export const RETRIEVAL_POLL_MS = 1_500;

export class StatementCollection extends Subscribable<StatementCollectionSnapshot> {
  private live = false;
  /** Each load counts; an answer to an older one than the last is not shown. */
  private loads = 0;
  private pollTimer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly deps: StatementCollectionDeps,
    firstTab: StatementTab,
  ) {
    super();
    this.snapshot = { tab: firstTab, documents: null, enrolment: null, loadFailed: false };
  }

  /** Loads the page; answers the function that stops it (a late answer is then not shown, and no retrieval is followed). */
  start(): () => void {
    this.live = true;
    void this.load();
    return () => {
      this.live = false;
      clearTimeout(this.pollTimer);
    };
  }

  showTab(tab: StatementTab): void {
    this.update({ tab });
  }

  /** The documents and the connection, fetched again. */
  async load(): Promise<DocumentList | undefined> {
    const load = ++this.loads;
    try {
      const [documents, enrolment] = await Promise.all([this.deps.api.listDocuments(), this.deps.api.getEnrolment()]);
      if (!this.live || load !== this.loads) return undefined;
      this.update({ documents, enrolment, loadFailed: false });
      this.follow();
      return documents;
    } catch {
      if (this.live && load === this.loads) this.update({ loadFailed: true });
      return undefined;
    }
  }

  /** The manual upload's consent or a document changed what the server holds. */
  statementsChanged = (state: StatementsState): void => {
    if (this.snapshot.documents) this.update({ documents: { ...this.snapshot.documents, ...state } });
    void this.refresh();
  };

  /** Connect My Account has a new connection state (connected, a question answered). */
  enrolmentChanged = (enrolment: Enrolment): void => {
    this.update({ enrolment });
    this.reloadIfNewer(enrolment.applicationVersion);
    this.follow();
  };

  /** The connection was removed: nothing is connected, and the statements it gave are gone. */
  connectionRemoved = (): void => {
    const { enrolment } = this.snapshot;
    if (enrolment) this.update({ enrolment: { ...enrolment, status: 'none', bank: null, task: null, error: null, accounts: [] } });
    void this.refresh();
  };

  /** After the server changed the application: the page and the app's copy follow. */
  async refresh(): Promise<void> {
    const documents = await this.load();
    if (documents) this.reloadIfNewer(documents.applicationVersion);
  }

  private reloadIfNewer(version: number): void {
    const held = this.deps.applicationVersion();
    if (held !== undefined && version !== held) void this.deps.reloadApplication();
  }

  /** While the bank-data service retrieves, asks again until it says how it ended. */
  private follow(): void {
    clearTimeout(this.pollTimer);
    if (!this.live || this.snapshot.enrolment?.status !== 'retrieving') return;
    this.pollTimer = setTimeout(() => void this.poll(), this.deps.pollMs ?? RETRIEVAL_POLL_MS);
  }

  private async poll(): Promise<void> {
    const asked = this.snapshot.enrolment;
    let latest: Enrolment | undefined;
    try {
      latest = await this.deps.api.getEnrolment();
    } catch {
      // A failed ask is asked again: the retrieval goes on whatever this page's network does.
    }
    // The page moved on meanwhile (stopped, removed, reconnected): this answer is about the past.
    if (!this.live || this.snapshot.enrolment !== asked) return;
    if (!latest || latest.status === 'retrieving') return this.follow();
    this.update({ enrolment: latest });
    await this.refresh();
  }

  private update(change: Partial<StatementCollectionSnapshot>): void {
    this.setSnapshot({ ...this.snapshot, ...change });
  }
}

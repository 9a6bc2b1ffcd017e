/**
 * The state of the conditional offer's page, free of React (spec 01 section 2 'Offers', 02
 * section 2): the decision, the documents it asks for and where each stands (outstanding,
 * received, accepted, or refused with the lender's reason), the uploads under way, a form being
 * saved, and 'Submit Documents', which is refused while any request is unanswered or an upload
 * is under way. The requests are fetched again after each upload or removal and when the
 * application changes (a refusal moves it back here). A renderer subscribes to snapshots and
 * calls the actions; answers that arrive after `start`'s stop are not shown.
 */
import type { DocumentRequestView } from '../../engine/contract/document-requests.contract';
import type { DocumentView } from '../../engine/contract/documents.contract';
import type { DecisionView } from '../../engine/contract/offers.contract';
import { isAnswered } from '../../engine/documents/document-request-status';
import type { DocumentRequestPort, UploadOptions } from './document-request-port';
import { Subscribable } from '../../engine/subscribable/subscribable';

export type RequestedUpload = DocumentRequestView['uploads'][number];

/** One request as the page shows it. */
export interface DocumentRequestItem {
  request: DocumentRequestView;
  /** More can be uploaded: not once the lender accepted it (nor while the documents are submitted). */
  canUpload: boolean;
  /** A new upload replaces a refused one. */
  replaces: boolean;
  /** Its form, while there is something to fill in; null when it has none. */
  template: DocumentRequestView['template'];
  savingTemplate: boolean;
  templateFailed: boolean;
  /** Uploads the lender reviewed, with the verdict. */
  reviewed: RequestedUpload[];
  /** Uploads not yet reviewed: they can still be removed. */
  open: RequestedUpload[];
  /** Uploads of it under way. */
  uploading: number;
}

export interface DocumentRequestsSnapshot {
  /** `noDecision`: the application has no decision to show (yet, or any more). */
  status: 'loading' | 'loadFailed' | 'noDecision' | 'ready';
  decision: DecisionView | null;
  items: readonly DocumentRequestItem[];
  /** The requests still to answer (outstanding, or refused and not replaced), in order. */
  missing: readonly DocumentRequestView[];
  submitting: boolean;
  /** The catalogue key of what went wrong with 'Submit Documents'. */
  problem: 'submitDocumentsFailed' | null;
  canSubmit: boolean;
}

export interface DocumentRequestsOptions {
  /** The version of the application the page was opened with; another one loads the page again. */
  version?: number;
}

export class DocumentRequests extends Subscribable<DocumentRequestsSnapshot> {
  private version: number | undefined;
  private status: DocumentRequestsSnapshot['status'] = 'loading';
  private decision: DecisionView | null = null;
  private requests: readonly DocumentRequestView[] = [];
  private readonly uploading = new Map<string, number>();
  private readonly templates = new Map<string, 'saving' | 'failed'>();
  private submitting = false;
  private problem: DocumentRequestsSnapshot['problem'] = null;
  private live = false;
  /** Each load counts; an answer to an older one than the last is not shown. */
  private loads = 0;

  constructor(
    private readonly port: DocumentRequestPort,
    options: DocumentRequestsOptions = {},
  ) {
    super();
    this.version = options.version;
    this.snapshot = this.build();
  }

  /** Loads the page; answers the function that stops it (nothing arriving later is shown). */
  start(): () => void {
    this.live = true;
    void this.load(true);
    return () => {
      this.live = false;
    };
  }

  /** The application the app holds now: a new version (a document refused) loads the page again. */
  showVersion(version: number | undefined): void {
    if (version === this.version) return;
    this.version = version;
    if (this.live) void this.load(true);
  }

  /** The requests fetched again (and the decision too when `withDecision`). */
  async load(withDecision = false): Promise<void> {
    const load = ++this.loads;
    try {
      const [decision, requests] = await Promise.all([withDecision ? this.port.loadDecision() : this.decision, this.port.documentRequests()]);
      if (!this.live || load !== this.loads) return;
      this.decision = decision;
      this.requests = requests;
      this.status = decision ? 'ready' : 'noDecision';
    } catch {
      // A failed refresh leaves the page shown in place; only a page with nothing to show says so.
      if (!this.live || load !== this.loads || this.status === 'ready') return;
      this.status = 'loadFailed';
    }
    this.publish();
  }

  /** Uploads a file for the request of `type`; the widget shows its progress and its refusal. */
  async upload(type: string, file: File, options: UploadOptions): Promise<DocumentView> {
    if (this.submitting) throw new Error('The documents are being submitted');
    this.countUpload(type, 1);
    try {
      return await this.port.upload(type, file, options);
    } finally {
      this.countUpload(type, -1);
      void this.load();
    }
  }

  async remove(documentId: string): Promise<void> {
    try {
      await this.port.remove(documentId);
    } finally {
      void this.load();
    }
  }

  documentHref(documentId: string): string {
    return this.port.documentHref(documentId);
  }

  /** Saves the request's form; a press while it is being saved saves nothing more. */
  async downloadTemplate(type: string): Promise<void> {
    const template = this.requests.find((request) => request.type === type)?.template;
    if (!template || this.templates.get(type) === 'saving') return;
    this.templates.set(type, 'saving');
    this.publish();
    let saved = true;
    try {
      await this.port.saveTemplate(template);
    } catch {
      saved = false;
    }
    if (!this.live) return;
    if (saved) this.templates.delete(type);
    else this.templates.set(type, 'failed');
    this.publish();
  }

  /** Sends the documents for review: refused (nothing sent) while a request is unanswered or an upload under way. */
  async submit(): Promise<boolean> {
    if (!this.snapshot.canSubmit) return false;
    this.submitting = true;
    this.problem = null;
    this.publish();
    let answer;
    try {
      answer = await this.port.submitDocuments();
    } catch {
      answer = { kind: 'failed' as const };
    }
    if (!this.live) return answer.kind === 'submitted';
    // Submitted: the page stays busy until the application, stored by the app, takes it on.
    if (answer.kind === 'submitted') return true;
    this.submitting = false;
    this.problem = 'submitDocumentsFailed';
    this.publish();
    // The server misses a document this page thought answered: show where each stands now.
    if (answer.kind === 'missing') void this.load();
    return false;
  }

  private countUpload(type: string, change: number): void {
    const count = (this.uploading.get(type) ?? 0) + change;
    if (count > 0) this.uploading.set(type, count);
    else this.uploading.delete(type);
    if (this.live) this.publish();
  }

  private publish(): void {
    this.setSnapshot(this.build());
  }

  private build(): DocumentRequestsSnapshot {
    const items = this.requests.map((request): DocumentRequestItem => {
      const accepted = request.status === 'accepted';
      return {
        request,
        canUpload: !accepted,
        replaces: request.status === 'refused',
        template: accepted ? null : request.template,
        savingTemplate: this.templates.get(request.type) === 'saving',
        templateFailed: this.templates.get(request.type) === 'failed',
        reviewed: request.uploads.filter((upload) => upload.review !== null),
        open: request.uploads.filter((upload) => upload.review === null),
        uploading: this.uploading.get(request.type) ?? 0,
      };
    });
    const missing = this.requests.filter((request) => !isAnswered(request.status));
    const ready = this.status === 'ready' && this.requests.length > 0;
    return {
      status: this.status,
      decision: this.decision,
      items,
      missing,
      submitting: this.submitting,
      problem: this.problem,
      canSubmit: ready && missing.length === 0 && this.uploading.size === 0 && !this.submitting,
    };
  }
}

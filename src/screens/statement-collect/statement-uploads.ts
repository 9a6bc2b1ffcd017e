/**
 * The state of 'Upload Statements Manually', free of React: the consent that manual statements
 * cap the line of credit, the months the next statement covers, each file of this page (refused,
 * uploading with its progress, stored, being deleted, deleted) beside the statements the server
 * holds, and the months still missing. A renderer subscribes to snapshots and calls the actions.
 *
 * - A file of a type the server never takes, or over `maxFileMb`, is refused here with its
 *   message and never sent; the server judges the content of the others, and its refusal's
 *   message key is shown at the file.
 * - After a statement is stored the months still needed are offered for the next one.
 * - The statement page owns the documents (it reloads them after `onChanged`); this model is
 *   shown the latest with `showDocuments`.
 * - An answer that arrives after `start`'s stop is not shown.
 */
import type { DocumentList, StatementsState } from '../../engine/contract/documents.contract';
import { requiredMonths } from '../../engine/statements/statement-months';
import { monthLabel, rangeLabel, selectableMonths } from './months';
import type { StatementUploadPort } from './statement-upload-port';
import { refusalBody } from './statement-services';
import { Subscribable } from '../../engine/subscribable/subscribable';

type Text = (key: string, params?: (string | number)[]) => string;

export interface StatementUploadsDeps {
  port: StatementUploadPort;
  text: Text;
  maxFileMb: number;
  /** The consent was accepted: the server's statements state after it. */
  onConsent: (state: StatementsState) => void;
  /** A statement was stored or deleted. */
  onChanged: () => void;
  now?: () => Date;
}

export type FileStatus = 'idle' | 'uploading' | 'error' | 'deleted' | 'delete-error';

/** A file as the page lists it. */
export interface StatementFile {
  key: string;
  name: string;
  size: number;
  status: FileStatus;
  progress: number;
  message?: string;
  /** The months it covers. */
  detail?: string;
  documentId?: string;
  href?: string;
  /** Its delete is under way. */
  busy: boolean;
}

export interface StatementUploadsSnapshot {
  consentGiven: boolean;
  /** The consent is being accepted. */
  busy: boolean;
  problem: string | null;
  /** The months a statement may cover, newest first. */
  months: readonly string[];
  from: string;
  to: string;
  /** Why the months chosen cannot be uploaded (the first after the last). */
  periodProblem: string | null;
  required: readonly string[];
  files: readonly StatementFile[];
  /** Required months no uploaded statement covers. */
  missing: readonly string[];
  /** Statements are stored but months are missing: the partial-upload notice, naming them. */
  partialNotice: string | null;
}

/** The files the server takes, by type and by name: the picker offers these, the server judges the content. */
export const STATEMENT_FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
};
const EXTENSIONS = Object.values(STATEMENT_FILE_TYPES).flat();

interface LocalFile extends StatementFile {
  controller?: AbortController;
}

export class StatementUploads extends Subscribable<StatementUploadsSnapshot> {
  private readonly months: readonly string[];
  private documents: DocumentList;
  private consentGiven: boolean;
  private from: string;
  private to: string;
  private busy = false;
  private problem: string | null = null;
  private local: LocalFile[] = [];
  private nextKey = 0;
  private live = false;

  constructor(
    private readonly deps: StatementUploadsDeps,
    documents: DocumentList,
    consentGiven: boolean,
  ) {
    super();
    const now = deps.now?.() ?? new Date();
    this.months = selectableMonths(now);
    this.documents = documents;
    this.consentGiven = consentGiven;
    const required = this.required(now);
    [this.from, this.to] = [required[0], required[required.length - 1]];
    this.snapshot = this.build();
  }

  /** Answers the function that stops the model: answers after it are not shown. */
  start(): () => void {
    this.live = true;
    return () => {
      this.live = false;
    };
  }

  /** The statement page's latest documents and whether the manual path's consent is given. */
  showDocuments(documents: DocumentList, consentGiven: boolean): void {
    if (documents === this.documents && consentGiven === this.consentGiven) return;
    this.update(() => ([this.documents, this.consentGiven] = [documents, consentGiven]));
  }

  choosePeriod(period: { from?: string; to?: string }): void {
    this.update(() => ([this.from, this.to] = [period.from ?? this.from, period.to ?? this.to]));
  }

  async consent(checked: boolean): Promise<void> {
    if (!checked || this.consentGiven || this.busy) return;
    this.update(() => ([this.busy, this.problem] = [true, null]));
    try {
      const state = await this.deps.port.acceptManualUpload();
      if (this.live) this.deps.onConsent(state);
    } catch {
      if (this.live) this.problem = this.deps.text('uploadError');
    } finally {
      if (this.live) this.update(() => (this.busy = false));
    }
  }

  /** Files chosen or dropped: each is refused here or uploaded for the months chosen. */
  add(files: readonly File[]): void {
    if (!this.consentGiven || this.snapshot.periodProblem) return;
    for (const file of files) {
      const refusal = this.refusalOf(file);
      if (refusal) this.update(() => this.local.push({ ...this.newFile(file), status: 'error', message: refusal }));
      else void this.upload(file);
    }
  }

  /** Stops an upload under way; the file leaves the list. */
  cancel(key: string): void {
    this.local.find((f) => f.key === key)?.controller?.abort();
  }

  /** Deletes a stored statement; its row says how that went. */
  async remove(key: string): Promise<void> {
    const row = this.snapshot.files.find((f) => f.key === key);
    if (!row?.documentId || row.busy) return;
    const documentId = row.documentId;
    // A stored file gets an entry of its own here, which carries its state from now on.
    if (!this.local.some((f) => f.key === key)) this.local.push({ ...row });
    this.change(key, { busy: true, message: undefined });
    try {
      await this.deps.port.deleteDocument(documentId);
      if (!this.live) return;
      this.change(key, { status: 'deleted', busy: false, message: this.deps.text('fileDeleted') });
      this.deps.onChanged();
    } catch (error) {
      if (this.live) this.change(key, { status: 'delete-error', busy: false, message: this.describe(error, 'deleteError') });
    }
  }

  /** Takes a refused or deleted file off the list. */
  dismiss(key: string): void {
    this.update(() => (this.local = this.local.filter((f) => f.key !== key)));
  }

  private refusalOf(file: File): string | null {
    const { maxFileMb, text } = this.deps;
    if (file.size > maxFileMb * 1024 * 1024) return text('fileTooLarge', [maxFileMb]);
    const name = file.name.toLowerCase();
    if (!(file.type in STATEMENT_FILE_TYPES) && !EXTENSIONS.some((extension) => name.endsWith(extension))) return text('fileTypeNotAllowed');
    return null;
  }

  private async upload(file: File): Promise<void> {
    const { from, to } = this;
    const controller = new AbortController();
    const entry: LocalFile = { ...this.newFile(file), status: 'uploading', controller };
    const { key } = entry;
    this.update(() => this.local.push(entry));
    try {
      const answer = await this.deps.port.uploadDocument(
        file,
        { documentType: 'BANK_STATEMENT', statementFrom: from, statementTo: to },
        { onProgress: (progress) => this.live && this.change(key, { progress }), signal: controller.signal },
      );
      if (!this.live) return;
      // Offer the months still needed for the next file.
      const needed = answer.statements?.requiredMonths ?? this.required();
      const stillNeeded = needed.filter((m) => !answer.statements?.coveredMonths.includes(m));
      if (stillNeeded.length > 0) [this.from, this.to] = [stillNeeded[0], stillNeeded[stillNeeded.length - 1]];
      const stored = { status: 'idle', progress: 100, documentId: answer.document.id, detail: rangeLabel(from, to), controller: undefined } as const;
      this.change(key, stored);
      this.deps.onChanged();
    } catch (error) {
      if (!this.live) return;
      if (controller.signal.aborted) this.dismiss(key);
      else this.change(key, { status: 'error', message: this.describe(error, 'uploadError'), controller: undefined });
    }
  }

  private describe(error: unknown, fallback: 'uploadError' | 'deleteError'): string {
    const refusal = refusalBody(error);
    return refusal.messageKey ? this.deps.text(refusal.messageKey, refusal.params ?? []) : this.deps.text(fallback);
  }

  private newFile(file: File): LocalFile {
    return { key: `file-${this.nextKey++}`, name: file.name, size: file.size, status: 'idle', progress: 0, busy: false };
  }

  private required(now = this.deps.now?.() ?? new Date()): readonly string[] {
    return this.documents.statements?.requiredMonths ?? requiredMonths(now);
  }

  private change(key: string, change: Partial<LocalFile>): void {
    this.update(() => (this.local = this.local.map((f) => (f.key === key ? { ...f, ...change } : f))));
  }

  private update(change: () => unknown): void {
    change();
    this.setSnapshot(this.build());
  }

  /** The statements the applicant uploaded, as the server holds them. */
  private statements() {
    return this.documents.items.filter((d) => d.source === 'applicant' && d.documentType === 'BANK_STATEMENT');
  }

  /** The server's statements (a file's state on this page wins), then this page's other files. */
  private files(): StatementFile[] {
    const statements = this.statements();
    const mine = new Map(this.local.filter((f) => f.documentId).map((f) => [f.documentId, f]));
    const stored = new Set(statements.map((d) => d.id));
    const href = (id?: string) => (id && stored.has(id) ? this.deps.port.documentHref(id) : undefined);
    const shown = ({ controller: _controller, ...f }: LocalFile): StatementFile => ({ ...f, href: f.status === 'idle' ? href(f.documentId) : undefined });
    return [
      ...statements.map((d) => {
        const detail = d.statementPeriod ? rangeLabel(d.statementPeriod.from, d.statementPeriod.to) : undefined;
        const own = mine.get(d.id);
        if (own) return shown({ ...own, detail: own.detail ?? detail });
        return shown({ key: `doc-${d.id}`, name: d.fileName, size: d.size, status: 'idle', progress: 100, documentId: d.id, detail, busy: false });
      }),
      ...this.local.filter((f) => !f.documentId || !stored.has(f.documentId)).map(shown),
    ];
  }

  private build(): StatementUploadsSnapshot {
    const required = this.required();
    const summary = this.documents.statements?.method === 'uploaded' ? this.documents.statements : null;
    const covered = new Set(summary?.coveredMonths ?? []);
    const files = this.files();
    const missing = required.filter((m) => !covered.has(m));
    return {
      consentGiven: this.consentGiven,
      busy: this.busy,
      problem: this.problem,
      months: this.months,
      from: this.from,
      to: this.to,
      periodProblem: this.from > this.to ? this.deps.text('statementPeriodInvalid') : null,
      required,
      files,
      missing,
      partialNotice: missing.length > 0 && this.statements().length > 0 ? this.deps.text('partialUpload', [missing.map(monthLabel).join(', ')]) : null,
    };
  }
}

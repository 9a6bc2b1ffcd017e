/**
 * 'Upload Statements Manually' as a model without a DOM: the files refused before they are sent
 * (type, size), the server's refusals, the months each statement covers and those still missing,
 * deleting a file (busy on that file only), and that answers after the tab was left change nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DocumentList, DocumentUploadAnswer, DocumentView, StatementsState } from '../../src/engine/contract/documents.contract';
import type { StatementUploadOptions, StatementUploadPort } from '../../src/screens/statement-collect/statement-upload-port';
import { monthLabel, rangeLabel } from '../../src/screens/statement-collect/months';
import { StatementUploads, type StatementUploadsDeps } from '../../src/screens/statement-collect/statement-uploads';

const MB = 1024 * 1024;
const now = () => new Date('2026-11-27T01:00:00Z');
const required = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
const text = (key: string, params?: (string | number)[]) => (params?.length ? `${key}(${params.join(',')})` : key);
/** A refused call as the app's API client rejects it. */
const refused = (status: number, body: object) => Object.assign(new Error('refused'), { status, body });

const statement = (id: string, from: string, to: string): DocumentView => ({
  id,
  documentType: 'BANK_STATEMENT',
  adrId: null,
  linkages: [],
  fileName: `${id}.pdf`,
  fileType: 'pdf',
  contentType: 'application/pdf',
  size: 2048,
  source: 'applicant',
  statementPeriod: { from, to },
  createdAt: '2026-11-27T01:00:00Z',
});
const state = (covered: string[], method: 'uploaded' | 'connected' = 'uploaded'): StatementsState => ({
  statements: { method, coveredMonths: covered, requiredMonths: required, complete: covered.length === 6, statementCount: covered.length ? 1 : 0 },
  isStatementsManuallyUploaded: true,
  applicationVersion: 4,
});
const list = (items: DocumentView[], covered: string[] = [], method: 'uploaded' | 'connected' = 'uploaded'): DocumentList => ({
  items,
  ...state(covered, method),
});
/** A file of `size` bytes (its content is never read). */
const pdf = (name = 'statement.pdf', size = 1000, type = 'application/pdf') => Object.defineProperty(new File([], name, { type }), 'size', { value: size });

function tab(port: Partial<StatementUploadPort> = {}, documents = list([]), consentGiven = true) {
  const calls = { uploads: [] as Record<string, string>[], changed: 0, consents: [] as StatementsState[] };
  const deps: StatementUploadsDeps = {
    port: {
      acceptManualUpload: async () => state([]),
      uploadDocument: async (file, fields) => {
        calls.uploads.push(fields);
        return {
          document: { ...statement('new', fields.statementFrom, fields.statementTo), fileName: file.name },
          ...state(['2026-05', '2026-06', '2026-07']),
        };
      },
      deleteDocument: async () => state([]),
      documentHref: (id) => `/documents/${id}`,
      ...port,
    },
    text,
    maxFileMb: 25,
    onConsent: (answer) => calls.consents.push(answer),
    onChanged: () => calls.changed++,
    now,
  };
  const model = new StatementUploads(deps, documents, consentGiven);
  const stop = model.start();
  return { model, calls, stop };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('refusing a file before it is sent', () => {
  it('refuses a file over the size limit and one of a type the server never takes, with their messages', async () => {
    const { model, calls } = tab();
    model.add([pdf('big.pdf', 25 * MB + 1), pdf('tool.exe', 10, 'application/x-msdownload')]);
    await settle();
    expect(calls.uploads).toEqual([]);
    expect(model.getSnapshot().files.map(({ name, status, message }) => ({ name, status, message }))).toEqual([
      { name: 'big.pdf', status: 'error', message: 'fileTooLarge(25)' },
      { name: 'tool.exe', status: 'error', message: 'fileTypeNotAllowed' },
    ]);
    model.dismiss(model.getSnapshot().files[0].key);
    expect(model.getSnapshot().files.map((f) => f.name)).toEqual(['tool.exe']);
  });

  it('takes a file at the limit, and one known by its name when the browser gives no type', async () => {
    const { model, calls } = tab();
    model.add([pdf('exact.pdf', 25 * MB), pdf('EXPORT.CSV', 10, '')]);
    await settle();
    expect(calls.uploads).toHaveLength(2);
  });

  it('sends nothing before the consent, nor for months the wrong way round', async () => {
    const before = tab(undefined, list([]), false);
    before.model.add([pdf()]);
    const { model, calls } = tab();
    model.choosePeriod({ from: '2026-09', to: '2026-06' });
    expect(model.getSnapshot().periodProblem).toBe('statementPeriodInvalid');
    model.add([pdf()]);
    await settle();
    expect(before.calls.uploads).toEqual([]);
    expect(calls.uploads).toEqual([]);
  });
});

describe('uploading statements', () => {
  it('sends the months chosen, shows the progress, then offers the months still needed for the next file', async () => {
    let progress: StatementUploadOptions['onProgress'] = () => {};
    let finish: (answer: DocumentUploadAnswer) => void = () => {};
    const { model, calls } = tab({
      uploadDocument: (_file, fields, options) => {
        calls.uploads.push(fields);
        progress = options.onProgress;
        return new Promise((resolve) => (finish = resolve));
      },
    });
    expect(model.getSnapshot()).toMatchObject({ from: '2026-05', to: '2026-10', required });
    model.choosePeriod({ from: '2026-05' });
    model.choosePeriod({ to: '2026-07' });
    model.add([pdf('first.pdf')]);
    expect(calls.uploads).toEqual([{ documentType: 'BANK_STATEMENT', statementFrom: '2026-05', statementTo: '2026-07' }]);
    progress(40);
    expect(model.getSnapshot().files[0]).toMatchObject({ name: 'first.pdf', status: 'uploading', progress: 40 });
    finish({ document: statement('doc-1', '2026-05', '2026-07'), ...state(['2026-05', '2026-06', '2026-07']) });
    await settle();
    expect(model.getSnapshot().files[0]).toMatchObject({ status: 'idle', documentId: 'doc-1', detail: rangeLabel('2026-05', '2026-07') });
    expect(model.getSnapshot()).toMatchObject({ from: '2026-08', to: '2026-10' });
    expect(calls.changed).toBe(1);
  });

  it('keeps each upload on its own file: one answered is stored while the other still shows its progress', async () => {
    const answers: { progress: (percent: number) => void; finish: (answer: DocumentUploadAnswer) => void }[] = [];
    const { model } = tab({
      uploadDocument: (_file, _fields, { onProgress }) => new Promise((finish) => answers.push({ progress: onProgress, finish })),
    });
    model.add([pdf('first.pdf'), pdf('second.pdf')]);
    answers[0].progress(99);
    answers[1].progress(99);
    answers[0].finish({ document: statement('doc-1', '2026-05', '2026-10'), ...state(required) });
    await settle();
    expect(model.getSnapshot().files.map(({ name, status, progress }) => [name, status, progress])).toEqual([
      ['first.pdf', 'idle', 100],
      ['second.pdf', 'uploading', 99],
    ]);
  });

  it("shows the server's refusal at the file, or that the upload failed", async () => {
    let answer: unknown = refused(422, { message: 'Encrypted', messageKey: 'fileEncrypted', params: ['locked.pdf'] });
    const { model } = tab({
      uploadDocument: async () => {
        throw answer;
      },
    });
    model.add([pdf('locked.pdf')]);
    await settle();
    answer = new TypeError('Failed to fetch');
    model.add([pdf('lost.pdf')]);
    await settle();
    expect(model.getSnapshot().files.map((f) => [f.name, f.status, f.message])).toEqual([
      ['locked.pdf', 'error', 'fileEncrypted(locked.pdf)'],
      ['lost.pdf', 'error', 'uploadError'],
    ]);
  });

  it('takes a cancelled upload off the list', async () => {
    const { model } = tab({
      uploadDocument: (_file, _fields, { signal }) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
    });
    model.add([pdf('slow.pdf')]);
    model.cancel(model.getSnapshot().files[0].key);
    await settle();
    expect(model.getSnapshot().files).toEqual([]);
  });

  it('accepts the consent once, and says when it could not', async () => {
    const accept = vi.fn(async () => state([]));
    const { model, calls } = tab({ acceptManualUpload: accept }, list([]), false);
    await Promise.all([model.consent(true), model.consent(true)]);
    expect(accept).toHaveBeenCalledTimes(1);
    expect(calls.consents).toHaveLength(1);
    const failing = tab({ acceptManualUpload: async () => Promise.reject(new Error('offline')) }, list([]), false);
    await failing.model.consent(true);
    expect(failing.model.getSnapshot()).toMatchObject({ problem: 'uploadError', busy: false, consentGiven: false });
  });
});

describe('the months covered', () => {
  it('lists the stored statements with their months, and names the months still missing once one is stored', () => {
    const { model } = tab(undefined, list([]));
    expect(model.getSnapshot()).toMatchObject({ missing: required, partialNotice: null, files: [] });
    model.showDocuments(list([statement('doc-1', '2026-05', '2026-07')], ['2026-05', '2026-06', '2026-07']), true);
    expect(model.getSnapshot()).toMatchObject({
      missing: ['2026-08', '2026-09', '2026-10'],
      partialNotice: `partialUpload(${['2026-08', '2026-09', '2026-10'].map(monthLabel).join(', ')})`,
    });
    expect(model.getSnapshot().files).toEqual([
      expect.objectContaining({ documentId: 'doc-1', detail: rangeLabel('2026-05', '2026-07'), href: '/documents/doc-1' }),
    ]);
    model.showDocuments(list([statement('doc-1', '2026-05', '2026-07'), statement('doc-2', '2026-08', '2026-10')], required), true);
    expect(model.getSnapshot()).toMatchObject({ missing: [], partialNotice: null });
  });

  it('counts only uploaded statements: months a connected bank gave are not covered here', () => {
    const { model } = tab(undefined, list([], required, 'connected'));
    expect(model.getSnapshot().missing).toEqual(required);
  });
});

describe('deleting a statement', () => {
  it('keeps that file busy only, once however often Delete is pressed, then says it is deleted', async () => {
    let finish: (s: StatementsState) => void = () => {};
    const remove = vi.fn(() => new Promise<StatementsState>((resolve) => (finish = resolve)));
    const documents = list([statement('doc-1', '2026-05', '2026-07'), statement('doc-2', '2026-08', '2026-10')], required);
    const { model, calls } = tab({ deleteDocument: remove }, documents);
    const [first] = model.getSnapshot().files;
    void model.remove(first.key);
    void model.remove(first.key);
    expect(model.getSnapshot().files.map((f) => f.busy)).toEqual([true, false]);
    finish(state(['2026-08', '2026-09', '2026-10']));
    await settle();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('doc-1');
    expect(model.getSnapshot().files[0]).toMatchObject({ status: 'deleted', busy: false, message: 'fileDeleted', href: undefined });
    expect(calls.changed).toBe(1);
    // The page reloads its documents: the deleted file stays listed as deleted until dismissed.
    model.showDocuments(list([statement('doc-2', '2026-08', '2026-10')], ['2026-08', '2026-09', '2026-10']), true);
    expect(model.getSnapshot().files.map((f) => [f.documentId, f.status])).toEqual([
      ['doc-2', 'idle'],
      ['doc-1', 'deleted'],
    ]);
  });

  it("shows the server's refusal to delete at the file, which may be tried again", async () => {
    const { model } = tab({ deleteDocument: async () => Promise.reject(refused(409, {})) }, list([statement('doc-1', '2026-05', '2026-07')]));
    const [file] = model.getSnapshot().files;
    await model.remove(file.key);
    expect(model.getSnapshot().files[0]).toMatchObject({ status: 'delete-error', message: 'deleteError', busy: false });
  });
});

describe('after the tab is left', () => {
  it('shows no upload or delete that answers late, and tells the page nothing', async () => {
    let stored: (answer: DocumentUploadAnswer) => void = () => {};
    let deleted: (s: StatementsState) => void = () => {};
    const { model, calls, stop } = tab(
      { uploadDocument: () => new Promise((resolve) => (stored = resolve)), deleteDocument: () => new Promise((resolve) => (deleted = resolve)) },
      list([statement('doc-1', '2026-05', '2026-07')]),
    );
    model.add([pdf('late.pdf')]);
    void model.remove(model.getSnapshot().files[0].key);
    const before = model.getSnapshot();
    stop();
    stored({ document: statement('doc-9', '2026-05', '2026-07'), ...state(required) });
    deleted(state([]));
    await settle();
    expect(model.getSnapshot()).toBe(before);
    expect(calls.changed).toBe(0);
  });
});

/**
 * The conditional offer's model without a DOM: where each requested document stands, uploads and
 * forms under way, 'Submit Documents' refused while a request is unanswered, the server's
 * refusals, and that an answer arriving after the page was left changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentRequestView, DocumentTemplateView } from '../../src/engine/contract/document-requests.contract';
import type { DocumentView } from '../../src/engine/contract/documents.contract';
import type { DecisionView } from '../../src/engine/contract/offers.contract';
import { documentRequestPortOf, submitAnswerOf, type DocumentRequestPort, type SubmitAnswer } from '../../src/screens/conditional-offer/document-request-port';
import { DocumentRequests } from '../../src/screens/conditional-offer/document-requests-model';

const decision: DecisionView = {
  decisionId: '0b7c1f4e-2f7a-4c55-9a55-6d9d1c3b2a10',
  outcome: 'CONDITIONAL',
  maxAmount: 50000,
  declinedReasons: [],
  documents: [],
  decidedAt: '2026-11-20T01:00:00.000Z',
  expiresAt: '2026-12-20T01:00:00.000Z',
} as DecisionView;

const form: DocumentTemplateView = { id: '5d1f6a8e-1c2b-4d3e-9f40-112233445566', fileName: 'declaration.pdf', fileType: 'pdf', size: 2048 };
const upload = (id: string, review: 'accepted' | 'refused' | null, reason: string | null = null) => ({
  id,
  fileName: `${id}.png`,
  size: 1000,
  createdAt: '2026-11-21T01:00:00.000Z',
  review,
  reason,
});
const request = (type: string, uploads: ReturnType<typeof upload>[], template: DocumentTemplateView | null = null): DocumentRequestView => {
  const latest = uploads.at(-1);
  const status = !latest ? 'outstanding' : (latest.review ?? 'received');
  return { type, title: type.toLowerCase(), template, status, reason: latest?.review === 'refused' ? latest.reason : null, uploads };
};

const outstanding = request('DECLARATION', [], form);
const received = request('LICENCE', [upload('l1', null)]);
const accepted = request('DECLARATION', [upload('d1', 'accepted')], form);
const refused = request('LICENCE', [upload('l1', 'refused', 'Too blurry to read')]);
const replaced = request('LICENCE', [upload('l1', 'refused', 'Too blurry to read'), upload('l2', null)]);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const documentOf = (id: string): DocumentView => ({ id, fileName: `${id}.png`, size: 1000 }) as DocumentView;
const file = new File(['x'], 'licence.png', { type: 'image/png' });
const options = { onProgress: () => undefined, signal: new AbortController().signal };

/** A page over `asked`, which the test changes as the server would. */
function page(asked: { requests: DocumentRequestView[] }, port: Partial<DocumentRequestPort> = {}, version = 7) {
  const calls = { submits: 0, requestLoads: 0, decisionLoads: 0, uploads: [] as string[], removed: [] as string[], saved: [] as string[] };
  const submit = port.submitDocuments ?? (async (): Promise<SubmitAnswer> => ({ kind: 'submitted' }));
  const fake: DocumentRequestPort = {
    loadDecision: port.loadDecision ?? (async () => (calls.decisionLoads++, decision)),
    documentRequests: port.documentRequests ?? (async () => (calls.requestLoads++, asked.requests)),
    upload: port.upload ?? (async (type) => (calls.uploads.push(type), documentOf('new'))),
    remove: async (id) => void calls.removed.push(id),
    documentHref: (id) => `/documents/${id}`,
    saveTemplate: port.saveTemplate ?? (async (template) => void calls.saved.push(template.fileName)),
    submitDocuments: () => (calls.submits++, submit()),
  };
  const model = new DocumentRequests(fake, { version });
  return { model, calls, stop: model.start() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the documents a conditional offer asks for', () => {
  it('shows where each stands: an outstanding or refused one is still needed, an accepted one takes no more', async () => {
    const { model } = page({ requests: [accepted, refused] });
    expect(model.getSnapshot()).toMatchObject({ status: 'loading', canSubmit: false });
    await settle();
    const { status, decision: shown, items, missing, canSubmit } = model.getSnapshot();
    expect({ status, shown }).toEqual({ status: 'ready', shown: decision });
    expect(items.map((i) => [i.request.status, i.canUpload, i.replaces, i.template?.fileName ?? null])).toEqual([
      ['accepted', false, false, null],
      ['refused', true, true, null],
    ]);
    expect(items[1].request.reason).toBe('Too blurry to read');
    expect(items[1].reviewed.map((u) => u.id)).toEqual(['l1']);
    expect(missing.map((r) => r.type)).toEqual(['LICENCE']);
    expect(canSubmit).toBe(false);

    const second = page({ requests: [outstanding, replaced] });
    await settle();
    const snapshot = second.model.getSnapshot();
    expect(snapshot.items.map((i) => [i.request.status, i.canUpload, i.replaces, i.template?.fileName ?? null])).toEqual([
      ['outstanding', true, false, 'declaration.pdf'],
      ['received', true, false, null],
    ]);
    // The replacement may still be removed; the refused upload stays, reviewed.
    expect(snapshot.items[1].open.map((u) => u.id)).toEqual(['l2']);
    expect(snapshot.items[1].reviewed.map((u) => u.id)).toEqual(['l1']);
    expect(snapshot.missing.map((r) => r.type)).toEqual(['DECLARATION']);
  });

  it('refuses Submit while any request is outstanding or refused: nothing is sent', async () => {
    for (const requests of [
      [outstanding, received],
      [accepted, refused],
    ]) {
      const { model, calls } = page({ requests });
      await settle();
      expect(model.getSnapshot().canSubmit).toBe(false);
      expect(await model.submit()).toBe(false);
      expect(calls.submits).toBe(0);
    }
  });

  it('submits once every request is answered, once per press, and stays busy while the application moves on', async () => {
    const answer = deferred<SubmitAnswer>();
    const { model, calls } = page({ requests: [accepted, received] }, { submitDocuments: () => answer.promise });
    await settle();
    expect(model.getSnapshot().canSubmit).toBe(true);
    const pressed = model.submit();
    void model.submit();
    expect(calls.submits).toBe(1);
    expect(model.getSnapshot()).toMatchObject({ submitting: true, canSubmit: false });
    answer.resolve({ kind: 'submitted' });
    expect(await pressed).toBe(true);
    expect(model.getSnapshot()).toMatchObject({ submitting: true, problem: null });
    await model.submit();
    expect(calls.submits).toBe(1);
  });

  it('says a refused or failed submission failed, and shows where each document stands when the server misses one', async () => {
    const asked = { requests: [accepted, received] };
    const answers: SubmitAnswer[] = [{ kind: 'failed' }, { kind: 'missing', missing: [{ type: 'LICENCE', title: 'licence' }] }];
    const { model, calls } = page(asked, { submitDocuments: async () => answers.shift()! });
    await settle();
    expect(await model.submit()).toBe(false);
    expect(model.getSnapshot()).toMatchObject({ problem: 'submitDocumentsFailed', submitting: false, canSubmit: true });
    // Another tab removed the licence meanwhile.
    asked.requests = [accepted, request('LICENCE', [])];
    const loads = calls.requestLoads;
    expect(await model.submit()).toBe(false);
    await settle();
    expect(calls.requestLoads).toBe(loads + 1);
    expect(model.getSnapshot()).toMatchObject({ problem: 'submitDocumentsFailed', canSubmit: false });
    expect(model.getSnapshot().missing.map((r) => r.type)).toEqual(['LICENCE']);
  });

  it('uploads for the request, holds Submit while the upload is under way, and shows the request received after', async () => {
    const asked = { requests: [accepted, refused] };
    const stored = deferred<DocumentView>();
    const { model, calls } = page(asked, { upload: () => stored.promise });
    await settle();
    const uploading = model.upload('LICENCE', file, options);
    expect(model.getSnapshot().items[1].uploading).toBe(1);
    // The server has it already (the answer is on its way): Submit still waits for it.
    asked.requests = [accepted, replaced];
    await model.load();
    expect(model.getSnapshot().missing).toEqual([]);
    expect(model.getSnapshot().canSubmit).toBe(false);
    stored.resolve(documentOf('l2'));
    expect(await uploading).toEqual(documentOf('l2'));
    await settle();
    expect(model.getSnapshot().items[1]).toMatchObject({ uploading: 0, request: { status: 'received' } });
    expect(model.getSnapshot().canSubmit).toBe(true);
    expect(calls.requestLoads).toBeGreaterThanOrEqual(3);
  });

  it('hands a refused upload to the widget and loads the requests again; a removal loads them again too', async () => {
    const { model, calls } = page(
      { requests: [outstanding] },
      {
        upload: async () => {
          throw Object.assign(new Error('refused'), { status: 413, body: { code: 'DOC_ERR_FILE_TOO_LARGE' } });
        },
      },
    );
    await settle();
    await expect(model.upload('DECLARATION', file, options)).rejects.toMatchObject({ status: 413 });
    await settle();
    expect(model.getSnapshot().items[0].uploading).toBe(0);
    expect(calls.requestLoads).toBe(2);
    await model.remove('d9');
    await settle();
    expect(calls.removed).toEqual(['d9']);
    expect(calls.requestLoads).toBe(3);
    expect(model.documentHref('d9')).toBe('/documents/d9');
  });

  it('saves a form once per press, saying so while it saves and when it could not', async () => {
    const saving = deferred<void>();
    let fail = true;
    let saves = 0;
    const { model } = page(
      { requests: [outstanding] },
      {
        saveTemplate: (template) => {
          saves++;
          expect(template).toEqual(form);
          if (saves === 1) return saving.promise;
          return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
        },
      },
    );
    await settle();
    const pressed = model.downloadTemplate('DECLARATION');
    void model.downloadTemplate('DECLARATION');
    expect(saves).toBe(1);
    expect(model.getSnapshot().items[0]).toMatchObject({ savingTemplate: true, templateFailed: false });
    saving.resolve();
    await pressed;
    expect(model.getSnapshot().items[0]).toMatchObject({ savingTemplate: false, templateFailed: false });
    await model.downloadTemplate('DECLARATION');
    expect(model.getSnapshot().items[0]).toMatchObject({ savingTemplate: false, templateFailed: true });
    fail = false;
    await model.downloadTemplate('DECLARATION');
    expect(model.getSnapshot().items[0].templateFailed).toBe(false);
    // A request without a form has none to save.
    await model.downloadTemplate('LICENCE');
    expect(saves).toBe(3);
  });

  it('says when there is no decision, tells a failed load, and keeps the page through a failed refresh', async () => {
    const none = page({ requests: [] }, { loadDecision: async () => null });
    await settle();
    expect(none.model.getSnapshot()).toMatchObject({ status: 'noDecision', canSubmit: false });

    let fail = true;
    const flaky = page(
      { requests: [] },
      {
        documentRequests: async () => {
          if (fail) throw new Error('offline');
          return [received];
        },
      },
    );
    await settle();
    expect(flaky.model.getSnapshot().status).toBe('loadFailed');
    fail = false;
    await flaky.model.load(true);
    expect(flaky.model.getSnapshot()).toMatchObject({ status: 'ready', canSubmit: true });
    fail = true;
    await flaky.model.load();
    expect(flaky.model.getSnapshot()).toMatchObject({ status: 'ready', items: [{ request: received }] });
  });

  it('loads the decision and the requests again when the application changes (a document refused moves it back here)', async () => {
    const asked = { requests: [accepted, received] };
    const { model, calls } = page(asked);
    await settle();
    model.showVersion(7);
    await settle();
    expect([calls.decisionLoads, calls.requestLoads]).toEqual([1, 1]);
    asked.requests = [accepted, refused];
    model.showVersion(9);
    await settle();
    expect([calls.decisionLoads, calls.requestLoads]).toEqual([2, 2]);
    expect(model.getSnapshot().items[1].request.status).toBe('refused');
    expect(model.getSnapshot().canSubmit).toBe(false);
  });

  it('shows nothing that arrives after the page was left', async () => {
    const requests = deferred<DocumentRequestView[]>();
    const early = page({ requests: [] }, { documentRequests: () => requests.promise });
    early.stop();
    requests.resolve([received]);
    await settle();
    expect(early.model.getSnapshot().status).toBe('loading');

    const answer = deferred<SubmitAnswer>();
    const saving = deferred<void>();
    const filled = request('DECLARATION', [upload('d1', null)], form);
    const { model, stop } = page({ requests: [filled, received] }, { submitDocuments: () => answer.promise, saveTemplate: () => saving.promise });
    await settle();
    const saved = model.downloadTemplate('DECLARATION');
    const submitted = model.submit();
    stop();
    answer.resolve({ kind: 'failed' });
    saving.reject(new Error('offline'));
    await Promise.all([submitted, saved]);
    expect(model.getSnapshot()).toMatchObject({ problem: null, submitting: true });
    expect(model.getSnapshot().items[0]).toMatchObject({ savingTemplate: true, templateFailed: false });
  });

  it('ignores an older load answered after a newer one', async () => {
    const answers = [deferred<DocumentRequestView[]>(), deferred<DocumentRequestView[]>()];
    let n = 0;
    const { model } = page({ requests: [] }, { documentRequests: () => answers[n++].promise });
    model.showVersion(8);
    answers[1].resolve([accepted, refused]);
    await settle();
    answers[0].resolve([outstanding]);
    await settle();
    expect(model.getSnapshot().items.map((i) => i.request.status)).toEqual(['accepted', 'refused']);
  });
});

describe("the conditional offer's port", () => {
  const refusal = (status: number, body: object) => Object.assign(new Error('refused'), { status, body });

  it('reads a submission the server refuses for a missing document as such, and anything else as a failure', () => {
    const missing = [{ type: 'LICENCE', title: "Driver's licence" }];
    expect(submitAnswerOf(refusal(422, { code: 'APP_ERR_DOCUMENTS_MISSING', message: 'Upload every document we asked for first.', missing }))).toEqual({
      kind: 'missing',
      missing,
    });
    expect(submitAnswerOf(refusal(409, { code: 'APP_ERR_STATUS_NOT_ALLOWED', from: 'A', to: 'B' }))).toEqual({ kind: 'failed' });
    expect(submitAnswerOf(new TypeError('Failed to fetch'))).toEqual({ kind: 'failed' });
  });

  it('files an upload as the request it answers and reaches the decision of the offers', async () => {
    const fields: Record<string, string>[] = [];
    const port = documentRequestPortOf({
      statements: {
        uploadDocument: async (_file, given) => (fields.push(given), { document: documentOf('u1') }),
        deleteDocument: async () => ({}),
        documentHref: (id) => `/view/${id}`,
      },
      offers: {
        load: async () => ({ offers: [], decision }),
        documentRequests: async () => [received],
        saveTemplate: async () => undefined,
        submitDocuments: async () => {
          throw refusal(422, { code: 'APP_ERR_DOCUMENTS_MISSING', missing: [] });
        },
      },
    });
    expect(await port.upload('LICENCE', file, options)).toEqual(documentOf('u1'));
    expect(fields).toEqual([{ documentType: 'LICENCE' }]);
    expect(await port.loadDecision()).toEqual(decision);
    expect(await port.submitDocuments()).toEqual({ kind: 'missing', missing: [] });
    expect(port.documentHref('u1')).toBe('/view/u1');
  });
});

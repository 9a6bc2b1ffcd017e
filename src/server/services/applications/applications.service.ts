/**
 * The applicant's applications: list, create, read and change. Every change is an RFC 6902 patch
 * made against a version; it is checked by the journey rules, stored with version + 1 and
 * recorded in application_events in the same transaction.
 */
import { extensionOf, SERVER_OWNED_EXTENSION, WEB_SALES_CHANNEL, withServerExtension } from '../renewals/application-extension';
import jsonPatch from 'fast-json-patch';
import type { PatchApplicationRequest } from '../../../engine/contract/applications.contract';
import type { ApplicationDocument } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { findApplication, findLatestApplication, listApplications } from '../../repositories/applications.repository';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { normaliseAnswers as normaliseDocument, normaliseStoredAnswers } from '../../../engine/validation/prepare-data';
import { currentRuleRecords } from '../validation-rules/validation-rules.service';
import { eligibilityOfApplication } from '../auth/reapplication.service';
import { toApplicationView, type ApplicationSummary, type ApplicationView } from './application-view';
import { stampConsents } from './consent-evidence';
import { keepEntityIds, withEntityIds } from './entity-ids';
import { recordApplicationChange } from './record-change';
import { insertCreatedApplication } from './insert-created';
import { applyDocumentPatch } from './document-patch';
import { expireById, hasLapsed, settleLapsed } from '../time-rules/application-validity';
import { cleanPatchData, createdDocument, mergeDocuments, type CreateApplicationData } from './initial-document';

const { compare } = jsonPatch;

/** `filter` is `all` (or absent) or a product id; latest first. */
/** `filter` is `all` (or absent) or a product id; latest first. Lapsed applications are expired first. */
export async function listUserApplications(
  deps: Pick<ApplicationServiceDeps, 'db' | 'rules'>,
  userId: string,
  filter?: string,
  now = new Date(),
): Promise<ApplicationSummary[]> {
  const product = filter && filter !== 'all' ? filter : undefined;
  let rows = await listApplications(deps.db, userId, product);
  const lapsed = rows.filter((row) => hasLapsed(deps.rules, row, now));
  if (lapsed.length > 0) {
    // The rows are the caller's (listed by user); each is locked and expired in its own transaction.
    for (const { id } of lapsed) await expireById(deps, id, now);
    rows = await listApplications(deps.db, userId, product);
  }
  return rows.map(({ id, status, product: p, stage }) => ({ id, status, product: p, stage }));
}

export async function getUserApplication(
  deps: Pick<ApplicationServiceDeps, 'db' | 'rules'>,
  userId: string,
  applicationId: string,
  now = new Date(),
): Promise<ApplicationView> {
  const row = isUuid(applicationId) ? await findApplication(deps.db, applicationId, userId) : undefined;
  if (!row) throw appError('APP_ERR_NOT_FOUND');
  return toApplicationView(await settleLapsed(deps, row, now));
}

/** Who asks for a change: where from (consent evidence), and the account whose e-mail the application keeps. */
export interface ApplicationCaller {
  clientAddress?: string;
  accountEmail: string;
}

export interface CreateApplicationInput {
  createAppData: CreateApplicationData;
  patchAppData?: ApplicationDocument;
}

/**
 * Creates an application at the product's initial stage. The document is the created one (the
 * primary owner) merged with the cleaned patch data; only the difference is recorded in the
 * create event. The whole document goes through the rules, since all of it is new.
 */
export async function createApplication(
  deps: ApplicationServiceDeps,
  userId: string,
  input: CreateApplicationInput,
  caller: ApplicationCaller,
): Promise<ApplicationView> {
  const { product } = input.createAppData;
  if (!deps.rules.products().includes(product)) {
    throw appError('APP_ERR_UNKNOWN_PRODUCT', {}, { message: `Unknown product "${product}".` });
  }
  // The server, not the browser, applies the re-application rules (spec 01 section 4) as the public
  // check does: no new application, of any product, while one is in progress or within 30 days of
  // the last. A renewal of a funded application is not a re-application.
  if (!extensionOf(input.patchAppData ?? {}).parentApplicationId) {
    const eligibility = eligibilityOfApplication(deps.rules, await findLatestApplication(deps.db, userId));
    if (eligibility !== 'ELIGIBLE_TO_REAPPLY') throw appError('APP_ERR_NOT_ELIGIBLE', { reason: eligibility });
  }
  // The primary owner's e-mail is the account's, whatever the browser sent.
  const created = createdDocument({ ...input.createAppData, email: caller.accountEmail });
  const patchData = cleanPatchData(input.patchAppData ?? {});
  // Only the parent is the caller's to name (and must be theirs); the loan and the channel are the server's.
  const forged = SERVER_OWNED_EXTENSION.find((key) => key !== 'parentApplicationId' && key in extensionOf(patchData));
  if (forged) throw appError('APP_ERR_RESERVED_PATH', {}, { message: `_extension/${forged} is set by the server.` });
  const now = new Date();
  const answers = normaliseAnswers(
    deps.rules.withAccountFields(product, mergeDocuments(created, patchData) as ApplicationDocument, { email: caller.accountEmail }),
  );
  const merged = stampConsents({}, answers, { at: now, clientAddress: caller.clientAddress, terms: deps.rules.consentTerms(product) });

  const initialStage = deps.rules.initialStage(product);
  const verdict = deps.rules.checkChange({
    product,
    status: deps.rules.initialStatus(product),
    fromStage: initialStage,
    toStage: initialStage,
    before: {},
    after: merged,
    // Read for every change (no cache): an operations change counts from the next request on.
    ruleRecords: await currentRuleRecords(deps.db, product),
    accountEmail: caller.accountEmail,
  });
  if (!verdict.ok) throw appError('APP_ERR_RULES_REJECTED', { errors: verdict.errors });

  const parentApplicationId = await ownedParentId(deps, userId, merged);
  const { landingPageUrl } = input.createAppData;
  // Ids are the server's (spec 02 section 7: the web app removes them), given once the answers passed.
  const stored = withServerExtension(withEntityIds({}, merged), { dontSendAutoEmail: false, ...(landingPageUrl ? { landingPageUrl } : {}) });
  const row = await deps.db.transaction().execute((trx) =>
    insertCreatedApplication(
      trx,
      {
        userId,
        product,
        status: deps.rules.initialStatus(product),
        stage: verdict.stage,
        data: stored,
        parentApplicationId,
        salesChannel: WEB_SALES_CHANNEL,
        createdAt: now,
      },
      { patch: compare(created, stored) },
    ),
  );
  return toApplicationView(row);
}

/** A renewal names its parent in `_extension.parentApplicationId`; it must be the caller's. */
async function ownedParentId(deps: Pick<ApplicationServiceDeps, 'db'>, userId: string, document: ApplicationDocument): Promise<string | null> {
  const extension = document._extension;
  const parentId = typeof extension === 'object' && extension !== null ? (extension as Record<string, unknown>).parentApplicationId : undefined;
  if (parentId === undefined || parentId === null || parentId === '') return null;
  const parent = typeof parentId === 'string' && isUuid(parentId) ? await findApplication(deps.db, parentId, userId) : undefined;
  if (!parent) throw appError('APP_ERR_INVALID_PARENT');
  return parent.id;
}

export type PatchApplicationInput = PatchApplicationRequest;

/** What is stored is what was validated: strings trimmed, empty answers left out. */
function normaliseAnswers(document: ApplicationDocument): ApplicationDocument {
  return normaliseDocument(document) as ApplicationDocument;
}

/**
 * Applies a patch made against `version`. Order of answers: 404 (not the caller's), 409 (stale
 * version: nothing written), 400 (bad or reserved operation), 422 (locked by its status, or
 * the journey rules refuse). A patch that changes nothing and keeps the stage writes nothing.
 * The row is locked (SELECT ... FOR UPDATE) and the update is guarded by the version, so of two
 * concurrent patches with the same version exactly one wins.
 */
export async function patchApplication(
  deps: ApplicationServiceDeps,
  userId: string,
  applicationId: string,
  input: PatchApplicationInput,
  caller: ApplicationCaller,
): Promise<ApplicationView> {
  if (!isUuid(applicationId)) throw appError('APP_ERR_NOT_FOUND');
  const row = await deps.db.transaction().execute(async (trx) => {
    const current = await findApplication(trx, applicationId, userId, { forUpdate: true });
    if (!current) throw appError('APP_ERR_NOT_FOUND');
    // Locked whatever the patch holds: an empty or test-only one is no exception. A lapsed
    // application is locked too; the next read moves it to its expired status.
    if (deps.rules.isLocked(current.product, current.status) || hasLapsed(deps.rules, current, new Date())) {
      // Shaped like a rules refusal, so the form shows it as it shows any refused change.
      throw appError('APP_ERR_LOCKED', { errors: [{ path: '', key: 'applicationLocked', message: 'This application can no longer be changed.' }] });
    }
    if (current.version !== input.version) {
      throw appError('APP_ERR_VERSION_CONFLICT', { currentVersion: current.version });
    }
    // Normalised sharing what is unchanged with the stored document (nothing below changes either in place).
    const after = keepEntityIds(current.data, normaliseStoredAnswers(applyDocumentPatch(current.data, input.patch)) as ApplicationDocument);
    const toStage = input.stage ?? current.stage;
    // Compared once: the rules judge this difference, and the history keeps it when nothing below adds to it.
    const difference = compare(current.data, after);
    if (toStage === current.stage && difference.length === 0) return current;
    const verdict = deps.rules.checkChange({
      product: current.product,
      status: current.status,
      fromStage: current.stage,
      toStage,
      before: current.data,
      after,
      difference,
      ruleRecords: await currentRuleRecords(trx, current.product),
      accountEmail: caller.accountEmail,
    });
    if (!verdict.ok) throw appError('APP_ERR_RULES_REJECTED', { errors: verdict.errors });

    const now = new Date();
    const stored = withEntityIds(
      current.data,
      stampConsents(current.data, after, { at: now, clientAddress: caller.clientAddress, terms: deps.rules.consentTerms(current.product) }),
    );
    return recordApplicationChange(trx, current, {
      data: stored,
      stage: verdict.stage,
      userId,
      type: 'patched',
      // Stamped consents and new entity ids make `stored` another document, with its own difference.
      patch: stored === after ? difference : undefined,
      at: now,
      readLocked: true,
    });
  });
  return toApplicationView(row);
}

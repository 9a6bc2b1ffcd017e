/**
 * A borrower renews a funded loan (spec 02 section 4, 'Confirm'): `POST /apps/{id}/workflow/renewal`
 * on the funded application, the renewal product named by the X-Product-Type header. The renewal
 * starts from what the product's journey carries over from the funded application, with the
 * parent and its loan in `_extension`, in the product's first status and stage. Asking again
 * while a renewal is in progress answers that renewal; once one is submitted, no other starts.
 * A sales channel may start one on the borrower's behalf (`startRenewalForBorrower`).
 */
import jsonPatch from 'fast-json-patch';
import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';
import { appError } from '../../errors';
import { findApplication, findApplicationById, listRenewalsOf } from '../../repositories/applications.repository';
import { insertCreatedApplication } from '../applications/insert-created';
import { findLoanOfApplication } from '../../repositories/loans.repository';
import { listNotifications } from '../../repositories/notifications.repository';
import type { BorrowerRenewalRequest, NotificationList } from '../../../engine/contract/renewals.contract';
import { toApplicationView, type ApplicationView } from '../applications/application-view';
import type { ApplicationServiceDeps } from '../service-deps';
import { isUuid } from '../uuid';
import { withServerExtension } from './application-extension';
import { notifyRenewal } from './renewal-notification';

/** The parts of the funded application the renewal starts from. */
export function carriedOver(parent: ApplicationDocument, pointers: readonly string[]): ApplicationDocument {
  const out: ApplicationDocument = {};
  for (const pointer of pointers) {
    let value: unknown;
    try {
      value = jsonPatch.getValueByPointer(parent, pointer);
    } catch {
      continue;
    }
    if (value === undefined) continue;
    const [, ...segments] = pointer.split('/');
    let at: Record<string, unknown> = out;
    for (const segment of segments.slice(0, -1)) at = (at[segment] ??= {}) as Record<string, unknown>;
    at[segments[segments.length - 1]] = structuredClone(value);
  }
  return out;
}

/** Who starts a renewal: the borrower themselves, or a sales channel on their behalf. */
interface RenewalStart {
  /** The borrower; undefined when a sales channel starts it (the funded application's owner is the borrower). */
  userId?: string;
  /** A sales channel of the product's `salesChannelStages`; the renewal then begins at that channel's stage. */
  salesChannel?: string;
  /** The channel keeps in touch with the borrower itself: no automatic mail (only a channel may ask). */
  dontSendAutoEmail?: boolean;
}

/** `POST /apps/{id}/workflow/renewal`: the borrower renews their funded loan. */
export function createRenewal(deps: ApplicationServiceDeps, userId: string, parentId: string, product: string): Promise<ApplicationView> {
  return startRenewal(deps, parentId, product, { userId });
}

/**
 * A sales channel (the banker portal) starts the borrower's renewal for them, having confirmed
 * their information with them: it begins at the stage the product names for that channel, and
 * the borrower's renewal link then resumes it there (spec 02 section 4).
 */
export function startRenewalForBorrower(
  deps: ApplicationServiceDeps,
  parentId: string,
  product: string,
  request: BorrowerRenewalRequest,
): Promise<ApplicationView> {
  return startRenewal(deps, parentId, product, { salesChannel: request.salesChannel, dontSendAutoEmail: request.dontSendAutoEmail === true });
}

async function startRenewal(deps: ApplicationServiceDeps, parentId: string, product: string, by: RenewalStart): Promise<ApplicationView> {
  if (!isUuid(parentId)) throw appError('APP_ERR_NOT_FOUND');
  const renewal = deps.rules.products().includes(product) ? deps.rules.renewal(product) : undefined;
  if (!renewal) throw appError('APP_ERR_UNKNOWN_PRODUCT', {}, { message: `"${product}" is not a product that renews loans.` });
  const channelStage = by.salesChannel === undefined ? undefined : renewal.salesChannelStages?.[by.salesChannel];
  if (by.salesChannel !== undefined && !channelStage) {
    throw appError('APP_ERR_UNKNOWN_PRODUCT', {}, { message: `"${product}" takes no renewals from the sales channel "${by.salesChannel}".` });
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const parent =
      by.userId === undefined
        ? await findApplicationById(trx, parentId, { forUpdate: true })
        : await findApplication(trx, parentId, by.userId, { forUpdate: true });
    if (!parent) throw appError('APP_ERR_NOT_FOUND');
    const loan = await findLoanOfApplication(trx, parent.id);
    if (!loan || !loan.renewable || !renewal.renews.includes(parent.product)) throw appError('APP_ERR_NOT_RENEWABLE');
    const open = (child: ApplicationRow) => !deps.rules.isTerminal(child.product, child.status);
    const children = (await listRenewalsOf(trx, parent.id)).filter(open);
    const inProgress = children.find((child) => child.product === product && child.status === deps.rules.initialStatus(product));
    if (inProgress) return inProgress;
    if (children.length > 0) throw appError('APP_ERR_RENEWAL_SUBMITTED');
    const at = new Date();
    const data = withServerExtension(carriedOver(parent.data, renewal.carryOver), {
      parentApplicationId: parent.id,
      parentApplicationLoanId: loan.id,
      uniqueLoanCode: loan.loan_code,
      renewable: true,
      dontSendAutoEmail: by.dontSendAutoEmail === true,
    });
    const inserted = await insertCreatedApplication(
      trx,
      {
        userId: parent.user_id,
        product,
        status: deps.rules.initialStatus(product),
        stage: channelStage ?? deps.rules.initialStage(product),
        data,
        parentApplicationId: parent.id,
        salesChannel: by.salesChannel ?? parent.sales_channel,
        createdAt: at,
      },
      { patch: jsonPatch.compare({}, data), details: { renewalOf: parent.id, loanId: loan.id, ...(by.salesChannel ? { salesChannel: by.salesChannel } : {}) } },
    );
    await notifyRenewal(trx, { userId: parent.user_id, parentId: parent.id, status: by.salesChannel ? 'IN_PROGRESS' : 'NOT_SUBMIT', at });
    return inserted;
  });
  return toApplicationView(row);
}

/** `POST /apps/{id}/workflow/getNotifications`: the caller's notifications about one of their applications. */
export async function notificationsOf(deps: Pick<ApplicationServiceDeps, 'db'>, userId: string, applicationId: string): Promise<NotificationList> {
  if (!isUuid(applicationId) || !(await findApplication(deps.db, applicationId, userId))) throw appError('APP_ERR_NOT_FOUND');
  const rows = await listNotifications(deps.db, userId, applicationId);
  return { notifications: rows.map((row) => ({ subject: row.subject, message: row.message, createdAt: row.created_at.toISOString() })) };
}

/**
 * Where a renewal link leads a signed-in borrower (spec 02 section 4, auth callback, steps 2 and
 * 3): the product that renews the funded application's loan is found in the journeys.
 * - The borrower's renewal notification says a renewal was already submitted (not NOT_SUBMIT):
 *   the session id is refreshed on the renewal still being filled in, if there is one; a renewal
 *   in progress that a sales channel started resumes where the journey says (BANKER_PORTAL:
 *   additional info); anything else goes to the renewal product's root.
 * - The loan is not renewable: the renewal product's declined page.
 * - Otherwise the renewal is created, or the one in progress answered, and the product's root
 *   leads to its furthest step (confirm information).
 * The renewal is created here rather than on Confirm, so confirm information edits an
 * application of its own from the first card (decision 36).
 */
import type { ApplicationRecord } from '../../engine/contract/applications.contract';
import type { Notification, RenewalAppStatus } from '../../engine/contract/renewals.contract';
import { RENEWAL_NOTIFICATION_SUBJECT } from '../../engine/contract/renewal-notification-subject';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { productRoot, stepUrl } from '../../engine/journey/site-paths';
import { readApplicationDocument } from '../../engine/application-document/read-application-document';

export interface RenewalLinkServices {
  application(id: string): Promise<ApplicationRecord>;
  notifications(id: string): Promise<Notification[]>;
  /** The borrower's latest application of a product, if any. */
  latestOf(product: string): Promise<ApplicationRecord | undefined>;
  createRenewal(parentId: string, product: string): Promise<ApplicationRecord>;
  /** Gives the application a new device-profiling session id (when profiling is enabled). */
  refreshDeviceSession(applicationId: string): Promise<void>;
}

/** The journey of the product that renews loans of `product`. */
export function renewingJourney(journeys: readonly CompiledJourney[], product: string): CompiledJourney | undefined {
  return journeys.find((cj) => cj.journey.renewal?.renews.includes(product));
}

/**
 * Where a renewal link that cannot be followed leads (spec 02 section 4: any failure goes to
 * unable to process): the failure page of the first product that renews loans and names one.
 */
export function renewalFailurePage(journeys: readonly CompiledJourney[]): string | undefined {
  for (const cj of journeys) {
    const stage = cj.journey.renewal?.failedStage;
    const step = stage ? cj.stepOfStage(stage) : undefined;
    if (step) return stepUrl(cj.journey.product, step.route);
  }
  return undefined;
}

export async function renewalDestination(journeys: readonly CompiledJourney[], parentId: string, services: RenewalLinkServices): Promise<string> {
  const parent = await services.application(parentId);
  const cj = renewingJourney(journeys, parent.product);
  if (!cj?.journey.renewal) throw new Error(`No product renews loans of "${parent.product}"`);
  const { product, renewal, lifecycle } = cj.journey;
  const at = (stage: string) => {
    const step = cj.stepOfStage(stage);
    return step ? stepUrl(product, step.route) : productRoot(product);
  };
  const notice = (await services.notifications(parent.id)).find((n) => n.subject === RENEWAL_NOTIFICATION_SUBJECT);
  const renewalStatus = notice?.message.additionalInfo.renewalAppStatus;
  if (renewalStatus !== undefined && renewalStatus !== ('NOT_SUBMIT' satisfies RenewalAppStatus)) {
    const latest = await services.latestOf(product);
    // Only an application still being filled in is profiled; the server refuses the id for any other.
    if (latest?.status === lifecycle.initial) await services.refreshDeviceSession(latest.id);
    const resume = latest?.salesChannel ? renewal.salesChannelStages?.[latest.salesChannel] : undefined;
    return latest?.status === lifecycle.initial && resume ? at(resume) : productRoot(product);
  }
  const { extension } = readApplicationDocument(parent.data);
  if (extension.renewable !== true) return at(renewal.declinedStage);
  await services.createRenewal(parent.id, product);
  return productRoot(product);
}

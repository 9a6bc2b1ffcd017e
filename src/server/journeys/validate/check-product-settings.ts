/**
 * The product-level settings of the journeys, checked against each other and the steps: which
 * journey is the site's default, what a renewal renews, the stages a journey sends applicants to,
 * and the lifecycle statuses its offers and checkout name.
 */
import type { ProductCheckout } from '../../../engine/checkout/checkout.types';
import type { JourneyFile, JourneyStep, LifecycleTable } from '../../../engine/journey/journey.types';
import type { JourneyFolder } from '../read-journeys';
import { DiagnosticCode as C, type Diagnostic } from '../diagnostics';

export interface PlacedStep {
  step: JourneyStep;
  file: string;
  pointer: string;
}

/** The checkout names statuses of the lifecycle, and a callback route no step already has. */
export function checkCheckout(checkout: ProductCheckout | undefined, placed: PlacedStep[], lifecycle: LifecycleTable, file: string): Diagnostic[] {
  if (!checkout) return [];
  const out: Diagnostic[] = [];
  for (const key of ['signingStatus', 'waitingStatus', 'completedStatus', 'reconfirmStatus'] as const) {
    if (!(checkout[key] in lifecycle.statuses))
      out.push({ file, pointer: `/checkout/${key}`, code: C.unknownStatus, message: `checkout ${key} "${checkout[key]}" is not a status of the lifecycle` });
  }
  const taken = placed.find((p) => p.step.route === checkout.callbackRoute);
  if (taken)
    out.push({
      file,
      pointer: '/checkout/callbackRoute',
      code: C.duplicateRoute,
      message: `the callback route "${checkout.callbackRoute}" is the route of step ${taken.step.id}`,
    });
  return out;
}

/** One product is the site's default, by configuration: with several journeys exactly one says so. */
export function checkSiteDefault(sources: JourneyFolder['sources']): Diagnostic[] {
  const marked = sources.filter((s) => s.json.siteDefault === true);
  if (marked.length === 1 || (marked.length === 0 && sources.length <= 1)) return [];
  const message =
    marked.length === 0
      ? `${sources.length} journeys and none says "siteDefault": true; the site would not know where '/' leads`
      : `${marked.length} journeys say "siteDefault": true (${marked.map((s) => s.json.product).join(', ')}); exactly one may`;
  return (marked.length > 0 ? marked : sources).map((s) => ({ file: s.file, pointer: '/siteDefault', code: C.siteDefault, message }));
}

/** A product renews loans of products the site has. */
export function checkRenewals(sources: JourneyFolder['sources']): Diagnostic[] {
  const products = new Set(sources.map((s) => s.json.product));
  return sources.flatMap((s) =>
    (s.json.renewal?.renews ?? [])
      .map((product, i) => ({ product, i }))
      .filter(({ product }) => !products.has(product))
      .map(({ product, i }) => ({ file: s.file, pointer: `/renewal/renews/${i}`, code: C.unknownProduct, message: `no journey has product "${product}"` })),
  );
}

/** Stages the journey sends an applicant to (an existing account's e-mail, no application) are stages of its steps. */
export function checkReapplicationStages(journey: JourneyFile, placed: PlacedStep[], file: string): Diagnostic[] {
  const named: [string, string][] = [
    ...Object.entries(journey.account?.reapplicationStages ?? {}).map(([k, stage]): [string, string] => [`/account/reapplicationStages/${k}`, stage]),
    ...(journey.withoutApplication ? [['/withoutApplication', journey.withoutApplication] as [string, string]] : []),
    ...(journey.renewal ? [['/renewal/declinedStage', journey.renewal.declinedStage] as [string, string]] : []),
    ...(journey.renewal?.failedStage ? [['/renewal/failedStage', journey.renewal.failedStage] as [string, string]] : []),
    ...Object.entries(journey.renewal?.salesChannelStages ?? {}).map(([k, stage]): [string, string] => [`/renewal/salesChannelStages/${k}`, stage]),
  ];
  return named
    .filter(([, stage]) => !placed.some((p) => p.step.stage === stage))
    .map(([pointer, stage]) => ({
      file,
      pointer,
      code: C.unknownStage,
      message: `no step of the journey has stage "${stage}"`,
    }));
}

/** Offers are accepted and lapse into statuses the lifecycle must name, from the approval's own status. */
export function checkOfferStatuses(journey: JourneyFile, lifecycle: LifecycleTable, file: string): Diagnostic[] {
  if (!journey.offers) return [];
  const out: Diagnostic[] = [];
  for (const key of ['offerAccepted', 'offerExpired'] as const) {
    if (!lifecycle[key])
      out.push({ file, pointer: '/offers', code: C.unknownStatus, message: `the journey prices offers, but its lifecycle names no ${key} status` });
  }
  if (!lifecycle.decided?.APPROVED)
    out.push({ file, pointer: '/offers', code: C.unknownStatus, message: 'the journey prices offers, but its lifecycle names no decided.APPROVED status' });
  return out;
}

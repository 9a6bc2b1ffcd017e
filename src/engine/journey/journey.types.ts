/**
 * The journey format: what a product's journey file declares.
 * `schemas/journey.schema.json` is the JSON Schema of the same shape; keep the two together.
 */
import type { JsonSchema } from '../json-schema.types';
import type { DecisionOutcome, DecisionPolicy } from '../decision/decision.types';
import type { ProductPricing } from '../offers/offer.types';
import type { ProductCheckout } from '../checkout/checkout.types';
import type { MessageCatalogue } from '../validation/messages';

/** Guards a step's route needs before it renders (spec 01 section 2). */
export type StepGuard =
  | 'auth' // a signed-in user
  | 'application' // an application exists for the product
  | 'validationRules' // the product's rule records are loaded
  | 'noApplication' // forbidden once an application exists (new-applicant basic info)
  | 'public'; // anyone

export interface StepProgress {
  /** Percent of the journey done when the step opens, e.g. 2.36 on basic info. */
  percent: number;
  /** Minutes the applicant still needs, e.g. 10 on basic info. */
  minutesLeft: number;
}

/** Move to `to` when `when` (a JSON Schema over the application document) accepts the data. */
export interface StepTransition {
  to: string;
  when?: JsonSchema;
}

/** A form step: RJSF renders `schema` with `uiSchema`; `bind` places each form property in the application. */
export interface StepForm {
  /** JSON Schema (type object) of the form data; `$ref`s into application.schema.json are allowed. */
  schema: JsonSchema;
  /** RJSF uiSchema; `ui:widget` names come from the widget registry. */
  uiSchema?: Record<string, unknown>;
  /**
   * Form property -> JSON Pointer into the application document where it is read and written.
   * A property not listed lives at `/<property>`.
   */
  bind?: Record<string, string>;
  /**
   * Form JSON Pointer of a field (e.g. `/trustName`) -> JSON Schema over the form data.
   * The field is shown, validated and kept only while the condition accepts the data.
   */
  visibleWhen?: Record<string, JsonSchema>;
}

export interface JourneyStep {
  /** Unique step id, also the route name. */
  id: string;
  /** Route under the product root. */
  route: string;
  /** Other routes under the product root that redirect to `route` (an older address kept working). */
  aliases?: string[];
  /** Stage stored on the application while it is at this step. */
  stage: string;
  /** Application status this step belongs to. */
  status: string;
  guards: StepGuard[];
  title?: string;
  subtitle?: string;
  progress?: StepProgress;
  /** The header offers Sign In to a visitor on this step. */
  signIn?: boolean;
  /** The application is fetched again every monitoring interval while the step is open: a decision moves the applicant on. */
  watchStatus?: boolean;
  /** Save & Continue stays disabled until the step is valid (spec 01 section 5, basic info). */
  continueOnlyWhenValid?: boolean;
  /** Exactly one of form and screen. */
  form?: StepForm;
  /** Registry name of a non-form screen. */
  screen?: string;
  /**
   * Form steps this screen step shows and edits in place (confirm information): they are answered
   * as part of it, before it on the path, but the applicant never walks through them.
   */
  edits?: string[];
  /**
   * JSON Schema over the application document that holds once the step is done. Form steps are
   * done when their form is valid; a screen step (statements, review) says here what done means.
   */
  completeWhen?: JsonSchema;
  /** Screen-specific settings (texts, buttons) passed to the screen. */
  screenProps?: Record<string, unknown>;
  /** Transitions in order; the first whose condition holds wins. None: the step ends its status group. */
  next?: StepTransition[];
}

export interface ProductLimits {
  loanAmount: { min: number; max: number; step: number };
  maxOwners: number;
  /** Ownership share from which an owner must be declared (25). */
  additionalOwnerThreshold: number;
  /** Minimum share of an added owner (20). */
  minAddedOwnerShare: number;
  minTotalOwnership: number;
  maxTotalOwnership: number;
  [name: string]: unknown;
}

/** One status of the lifecycle: its stages (the landing stage first) and where it may go. */
export interface LifecycleStatus {
  /** What the applicant is told the status is, where no step of the journey covers it. */
  title: string;
  stages: string[];
  /** What the applicant is told when the application moves here: their status notification, also e-mailed. */
  notify?: string;
  /** Statuses it may move to; none: terminal. */
  next?: string[];
  /** For a terminal status: where staff may re-open an application to, with a reason. */
  reopen?: string[];
}

/** The status/stage table of spec 01 section 4 with the allowed moves, as a journey declares it. */
export interface LifecycleTable {
  /** Where a new application starts; its applicant edits and submits it there. */
  initial?: string;
  /** Where submission moves it. */
  submitted?: string;
  /** The status each decision outcome moves a submitted application to. */
  decided?: Partial<Record<DecisionOutcome, string>>;
  /** Where a conditional approval moves once every document asked for is uploaded. */
  documentsReceived?: string;
  /** Where accepting an offer moves the application. */
  offerAccepted?: string;
  /** Where an offer past its expiry moves the application. */
  offerExpired?: string;
  /** Where an application still in its initial status moves once it is older than `validForDays`. */
  expired?: string;
  /** Where the applicant's own withdrawal moves the application. */
  withdrawnByCustomer?: string;
  /** Days from creation an application may stay in its initial status (spec 01 section 4: 30). */
  validForDays?: number;
  /** What the applicant is told when staff re-open their application, in place of the new status's `notify`. */
  reopenedNotify?: string;
  statuses: Record<string, LifecycleStatus>;
}

/**
 * A status as a journey writes it over an included fragment's: the keys it changes, merged into
 * the fragment's entry as a JSON Merge Patch (RFC 7386; null removes a key), or the whole entry of
 * a status of its own. `null` in place of the entry removes the status.
 */
export type LifecycleStatusPatch = { [K in keyof LifecycleStatus]?: LifecycleStatus[K] | null };

/** A lifecycle table as a journey file writes it: its statuses are patches of its fragments'. */
export type LifecycleTablePatch = Omit<LifecycleTable, 'statuses'> & { statuses: Record<string, LifecycleStatusPatch | null> };

/**
 * A product's changes to one step of a fragment it includes, as a JSON Merge Patch (RFC 7386) of
 * the step: objects merge, other values replace, null removes. Never the step's id, route,
 * aliases, stage, status or screen.
 */
export type StepOverride = Record<string, unknown>;

/** A shared fragment a journey includes: more steps and the lifecycle table. */
export interface JourneyFragment {
  $schema?: string;
  steps?: JourneyStep[];
  lifecycle?: LifecycleTable;
}

export interface JourneyFile {
  $schema?: string;
  product: string;
  title: string;
  /** The site's default product: where '/' and a sign-in without a destination lead an applicant with no application. */
  siteDefault?: boolean;
  /** The product's locale (BCP 47, e.g. en-US): how its documents print dates and which country's services it offers; en-AU when absent. */
  locale?: string;
  /** The stage of the step an applicant with no application of this product is shown; without it, the first step. */
  withoutApplication?: string;
  account?: JourneyAccount;
  /** An instant-decision (flash) loan: In Review waits the settings' flashLoansMaxDelaySeconds for its decision, not approvedMaxDelaySeconds. */
  flashLoan?: boolean;
  /** Fragment files, relative to the journey file. */
  includes?: string[];
  /** Step id of an included fragment -> the product's changes to that step (step-overrides.ts). */
  overrides?: Record<string, StepOverride>;
  limits: ProductLimits;
  /** JSONPaths of the answers that are personal data: sealed at rest, masked in the console until revealed. */
  personalData?: string[];
  /** The product's offer pricing: tiers, terms, schedules, fee and how long an offer stays open. */
  offers?: ProductPricing;
  /** The policy that decides a submitted application; without one, operations decide. */
  decision?: DecisionPolicy;
  /** From an accepted offer to funding: the statuses of signing and the signing rules. */
  checkout?: ProductCheckout;
  /** A product that renews funded loans. */
  renewal?: ProductRenewal;
  steps: JourneyStep[];
  /** The product's lifecycle, merged status by status and key by key into its fragments' (mergeLifecycles). */
  lifecycle?: LifecycleTablePatch;
  /** Where applications stored under an earlier revision go when this one no longer has their place. */
  migrations?: JourneyMigrations;
}

/**
 * What a release declares for applications saved under an earlier revision of the journey:
 * applied once, at the server's start-up, to the stored applications they concern.
 */
export interface JourneyMigrations {
  /** A stored stage no step has any more -> the id of the step such an application continues at (its stage and status). */
  stages?: Record<string, string>;
  /** A JSON Pointer answers were stored at -> the pointer they live at now (a moved bind). */
  paths?: Record<string, string>;
}

/** A journey after its fragments are merged and its `$ref`s resolved. */
/** Where the application keeps what the applicant's account decides, not the form. */
/** A product that renews funded loans: which products' loans, and what of the funded application it starts from. */
export interface ProductRenewal {
  /** Products whose funded loans this product renews (its own included, to renew a renewal). */
  renews: string[];
  /** JSON Pointers of the funded application's document copied into the renewal. */
  carryOver: string[];
  /** The stage of the page a borrower whose loan is not renewable lands on from a renewal link. */
  declinedStage: string;
  /** The stage of the page a renewal link that cannot be followed lands on (spec 02 section 4: unable to process). */
  failedStage?: string;
  /** Sales channel -> the stage where a renewal in progress that the channel started resumes. */
  salesChannelStages?: Record<string, string>;
}

export interface JourneyAccount {
  /** JSON Pointer of the account's e-mail in the application (the primary owner's). */
  email?: string;
  /** Where a visitor starting an application with an existing account's e-mail is sent, by its re-application eligibility: stages of the journey. */
  reapplicationStages?: Record<'INELIGIBLE_TO_REAPPLY' | 'IN_PROGRESS', string>;
}

export interface Journey {
  product: string;
  title: string;
  siteDefault?: boolean;
  /** The product's locale (product-locale.ts); en-AU when absent. */
  locale?: string;
  /** The stage of the step an applicant with no application of this product is shown; without it, the first step. */
  withoutApplication?: string;
  account?: JourneyAccount;
  /** An instant-decision (flash) loan: In Review waits the settings' flashLoansMaxDelaySeconds for its decision, not approvedMaxDelaySeconds. */
  flashLoan?: boolean;
  limits: ProductLimits;
  /** JSONPaths of the answers that are personal data: sealed at rest, masked in the console. */
  personalData?: string[];
  offers?: ProductPricing;
  decision?: DecisionPolicy;
  checkout?: ProductCheckout;
  renewal?: ProductRenewal;
  steps: JourneyStep[];
  lifecycle: LifecycleTable & { initial: string; submitted: string };
  migrations?: JourneyMigrations;
  /** The product's own texts (`<product>.messages.en-AU.json`): each replaces the shared catalogue's text of its key for this product only. */
  messages?: MessageCatalogue;
}

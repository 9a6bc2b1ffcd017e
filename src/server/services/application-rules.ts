/**
 * What the applications service asks the journey engine before it stores a change.
 * The server never trusts the browser: every PATCH and every stage transition passes here.
 */
import type { Operation } from 'fast-json-patch';
import type { ConsentTerms } from '../../engine/journey/consent-terms';
import type { Diagnostic } from '../journeys/diagnostics';
import type { FieldErrorBody } from '../../engine/contract/errors.contract';
import type { RuleRecord } from '../../engine/rules/rule-record.types';
import type { DecisionOutcome, PolicyDecision } from '../../engine/decision/decision.types';
import type { LifecycleRole } from '../../engine/lifecycle/lifecycle';
import type { TransitionRequirement } from '../../engine/lifecycle/transition-requirement';
import type { ProductPricing } from '../../engine/offers/offer.types';
import type { ProductCheckout } from '../../engine/checkout/checkout.types';
import type { Journey, ProductLimits, ProductRenewal } from '../../engine/journey/journey.types';

export type RuleVerdict = { ok: true; stage: string } | { ok: false; errors: FieldErrorBody[] };

export interface ApplicationChange {
  product: string;
  status: string;
  /** The stage stored before the change. */
  fromStage: string;
  /** The stage the client asks for (may equal fromStage). */
  toStage: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** `jsonPatch.compare(before, after)`, when the caller compared the documents already: not compared again. */
  difference?: readonly Operation[];
  /** The product's validation-rule records, applied with the journey's schema rules. */
  ruleRecords?: readonly RuleRecord[];
  /** The e-mail of the account making the change, which the application's account e-mail must keep. */
  accountEmail?: string;
}

export type SubmissionVerdict =
  | { ok: true; document: Record<string, unknown>; status: string; stage: string }
  | { ok: false; errors: FieldErrorBody[]; steps: { id: string; title: string; route: string }[] };

export interface ApplicationRules {
  /** Product ids with a journey. */
  products(): string[];
  /** The site's default product (the journey that says so). */
  siteDefaultProduct(): string;
  /** The status a new application of the product starts in, where its applicant edits and submits it. */
  initialStatus(product: string): string;
  /** The stage a new application of the product starts at. */
  initialStage(product: string): string;
  /** The stages of a status in the product's lifecycle table, the landing stage first; empty for an unknown status. */
  lifecycleStages(product: string, status: string): readonly string[];
  /** Whether the lifecycle lets an application of the product move from one status to another. */
  mayMove(product: string, from: string, to: string): boolean;
  /** What the journey check finds in rule records of the right shape for the product (paths, limits, texts). */
  judgeRuleRecords(product: string, records: readonly RuleRecord[]): Diagnostic[];
  /** What an application of the product must hold to enter the status (transition-requirement.ts); undefined: nothing. */
  transitionRequirement(product: string, to: string, application: { submitted: boolean }): TransitionRequirement | undefined;
  /** Whether staff may re-open an application of the product that ended in `from` to `to`. */
  mayReopen(product: string, from: string, to: string): boolean;
  /** Whether the product collects bank statements (a step of its journey is the statement screen). */
  collectsStatements(product: string): boolean;
  /** Whether an application of the product never leaves this status. */
  isTerminal(product: string, status: string): boolean;
  /** The JSONPaths every product marks as personal data (`personalData`), together. */
  personalDataPaths(): readonly string[];
  /** The statuses nothing leaves (ended applications, funded or not). */
  terminalStatuses(product: string): readonly string[];
  /** The statuses an application of the product may move to `to` from. */
  statusesLeadingTo(product: string, to: string): readonly string[];
  /** The status the product's lifecycle names for a step of the decision and offer workflow. */
  roleStatus(product: string, role: LifecycleRole): string;
  /** Days an application of the product may stay in its initial status before it expires; undefined: it never does. */
  validForDays(product: string): number | undefined;
  /** What the applicant is told when an application of the product moves to the status (its lifecycle's `notify`); undefined: nothing. */
  statusNotice(product: string, status: string): { title: string; text: string } | undefined;
  /** The product's own texts over the shared catalogue's keys (its `<product>.messages.en-AU.json`); undefined: none. */
  productMessages?(product: string): Readonly<Record<string, string>> | undefined;
  /** What the applicant is told when staff re-open an application of the product (its lifecycle's `reopenedNotify`). */
  reopenNotice(product: string): { title: string; text: string } | undefined;
  /** The status a decision with this outcome moves an application of the product to. */
  statusOfOutcome(product: string, outcome: DecisionOutcome): string;
  /** Whether the applicant may no longer change an application in this status. */
  isLocked(product: string, status: string): boolean;
  /** The document with the account's own values (its e-mail) where the product's journey keeps them. */
  withAccountFields(product: string, document: Record<string, unknown>, account: { email: string }): Record<string, unknown>;
  /** Checks a change; on success names the stage to store. */
  checkChange(change: ApplicationChange): RuleVerdict;
  /** Checks that the whole application can be submitted; on success gives what to store. */
  checkSubmission(product: string, document: Record<string, unknown>, ruleRecords?: readonly RuleRecord[]): SubmissionVerdict;
  /** The status submission moves an application of the product to, where it waits for its decision. */
  submittedStatus(product: string): string;
  /** The product's limits (its journey's `limits`): the loan amounts it lends, its ownership shares. */
  limits(product: string): ProductLimits;
  /** The product's offer pricing; undefined when its journey declares none. */
  pricing(product: string): ProductPricing | undefined;
  /** Seconds after submission the product's decision policy runs; undefined without a policy (operations decide). */
  decisionDelaySeconds(product: string): number | undefined;
  /** The product's decision policy applied to a submitted document; undefined when no rule (or no policy) decides. */
  decide(product: string, document: Record<string, unknown>, now: Date): PolicyDecision | undefined;
  /** The product's checkout (signing statuses and rules); undefined when its journey declares none. */
  checkout(product: string): ProductCheckout | undefined;
  /** What the product renews (the products whose loans, what it carries over); undefined for a product that renews nothing. */
  renewal(product: string): ProductRenewal | undefined;
  /** The share of the business from which an additional owner must sign the agreement (percent). */
  signerThreshold(product: string): number;
  /** The product's locale (its journey's `locale`, en-AU when none): how its documents print dates and which country's banks it lists. */
  locale(product: string): string;
  /** Consent type -> whether the product asks for it as optional and the rule that checks it (the consent's `optional` and `validationRuleName`). */
  consentTerms(product: string): Readonly<Record<string, ConsentTerms>>;
  /** The errors of one item of an owner list (an additional owner's own details), as the step asking for the list judges it. */
  checkOwnerItem(product: string, document: Record<string, unknown>, listPointer: string, index: number, ruleRecords?: readonly RuleRecord[]): FieldErrorBody[];
  /**
   * Each product's journey as this server runs it, with its revision: what the start-up compares
   * stored applications with and every save records. Absent for rules not made from journeys.
   */
  releases?(): readonly JourneyRelease[];
}

export interface JourneyRelease {
  product: string;
  /** The content hash of the assembled journey. */
  revision: string;
  journey: Journey;
}

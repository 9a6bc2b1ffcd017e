/**
 * The engine-backed rules the applications service consults on every change: the journeys
 * are read and compiled once at start-up, with the same pipeline the browser runs.
 */
import { ruleRecordsAgainstJourney } from './validate/judge-rule-records';
import { withAccountFields } from '../../engine/binding/account-fields';
import { compileJourney } from '../../engine/journey/compile-journey';
import { collectsStatements } from '../../engine/statements/collects-statements';
import { siteDefaultJourney } from '../../engine/journey/site-default';
import { productLocale } from '../../engine/journey/product-locale';
import { consentTerms, type ConsentTerms } from '../../engine/journey/consent-terms';
import type { CompiledJourney } from '../../engine/journey/compiled-journey';
import { checkApplicationChange } from '../../engine/lifecycle/check-change';
import { transitionRequirement } from '../../engine/lifecycle/transition-requirement';
import {
  isEditable,
  isTerminal,
  mayMove,
  mayReopen,
  roleStatus,
  stagesOfStatus,
  statusesLeadingTo,
  statusOfOutcome,
  terminalStatuses,
} from '../../engine/lifecycle/lifecycle';
import { checkSubmission } from '../../engine/lifecycle/check-submission';
import { checkOwnerItem } from '../../engine/checkout/check-owner-item';
import type { JsonSchema } from '../../engine/json-schema.types';
import { createAjv } from '../../engine/validation/create-ajv';
import { entityCheck, type EntityCheck } from '../../engine/validation/entity-errors';
import type { ValidateFunction } from '../../engine/validation/field-error';
import { withRuleLists, type RuleLists } from '../../engine/rules/with-rule-lists';
import type { ApplicationRules } from '../services/application-rules';
import { assembleFolder } from './read-journeys';
import { checkedJourneyFolder } from './validate/check-journey-folder';
import { compileDecisionPolicy } from './compile-decision-policy';
import { journeyRevision } from './journey-revision';

const violation = ({ path, key, message }: { path: string; key: string; message: string }) => ({ path, key, message });

/** Compiles the application entity schema with the portal's Ajv. */
export function compileEntityCheck(entitySchema: JsonSchema, catalogue: Record<string, string>): EntityCheck {
  const { $schema: _dialect, ...schema } = entitySchema as Record<string, unknown>;
  return entityCheck(createAjv().compile(schema) as ValidateFunction, schema, catalogue);
}

/** `lists`: what the rule records' `inList` rules check against (the configured partners' codes). */
export function journeyRules(journeys: readonly CompiledJourney[], entityErrors?: EntityCheck, lists: RuleLists = {}): ApplicationRules {
  const byProduct = new Map(journeys.map((cj) => [cj.journey.product, cj]));
  const releases = journeys.map(({ journey }) => ({ product: journey.product, revision: journeyRevision(journey), journey }));
  const deciders = new Map(journeys.map((cj) => [cj.journey.product, cj.journey.decision && compileDecisionPolicy(cj.journey.decision)]));
  const journeyOf = (product: string) => {
    const cj = byProduct.get(product);
    if (!cj) throw new Error(`No journey for product "${product}"`);
    return cj;
  };
  const consentTermsByProduct = new Map<string, Record<string, ConsentTerms>>();
  const consentTermsOf = (product: string) => {
    const known = consentTermsByProduct.get(product);
    if (known) return known;
    const terms = consentTerms(journeyOf(product).journey);
    consentTermsByProduct.set(product, terms);
    return terms;
  };
  return {
    products: () => [...byProduct.keys()],
    siteDefaultProduct: () => siteDefaultJourney(journeys).journey.product,
    initialStatus: (product) => journeyOf(product).journey.lifecycle.initial,
    initialStage: (product) => journeyOf(product).journey.steps[0].stage,
    lifecycleStages: (product, status) => stagesOfStatus(journeyOf(product).journey, status),
    mayMove: (product, from, to) => mayMove(journeyOf(product).journey, from, to),
    judgeRuleRecords: (product, records) => {
      const { journey, catalogue } = journeyOf(product);
      return ruleRecordsAgainstJourney(journey, catalogue, records, 'records');
    },
    transitionRequirement: (product, to, application) => transitionRequirement(journeyOf(product).journey, to, application),
    mayReopen: (product, from, to) => mayReopen(journeyOf(product).journey, from, to),
    collectsStatements: (product) => collectsStatements(journeyOf(product).journey),
    isTerminal: (product, status) => isTerminal(journeyOf(product).journey, status),
    terminalStatuses: (product) => terminalStatuses(journeyOf(product).journey),
    statusesLeadingTo: (product, to) => statusesLeadingTo(journeyOf(product).journey, to),
    personalDataPaths: () => [...new Set(journeys.flatMap((compiled) => compiled.journey.personalData ?? []))],
    roleStatus: (product, role) => roleStatus(journeyOf(product).journey, role),
    validForDays: (product) => journeyOf(product).journey.lifecycle.validForDays,
    statusNotice(product, status) {
      const entry = journeyOf(product).journey.lifecycle.statuses[status];
      return entry?.notify ? { title: entry.title, text: entry.notify } : undefined;
    },
    productMessages: (product) => journeyOf(product).journey.messages,
    reopenNotice(product) {
      const text = journeyOf(product).journey.lifecycle.reopenedNotify;
      return text ? { title: 'Application re-opened', text } : undefined;
    },
    statusOfOutcome: (product, outcome) => statusOfOutcome(journeyOf(product).journey, outcome),
    isLocked: (product, status) => !isEditable(journeyOf(product).journey, status),
    withAccountFields: (product, document, account) => withAccountFields(journeyOf(product).journey, document, account),
    checkChange(change) {
      const verdict = checkApplicationChange(journeyOf(change.product), {
        ...change,
        ruleRecords: withRuleLists(change.ruleRecords ?? [], lists),
        entityErrors,
      });
      return verdict.ok ? verdict : { ok: false, errors: verdict.errors.map(violation) };
    },
    checkSubmission(product, document, ruleRecords = []) {
      const verdict = checkSubmission(journeyOf(product), document, withRuleLists(ruleRecords, lists), entityErrors);
      return verdict.ok ? verdict : { ok: false, errors: verdict.errors.map(violation), steps: verdict.steps };
    },
    submittedStatus: (product) => journeyOf(product).journey.lifecycle.submitted,
    limits: (product) => journeyOf(product).journey.limits,
    pricing: (product) => journeyOf(product).journey.offers,
    decisionDelaySeconds: (product) => journeyOf(product).journey.decision?.delaySeconds,
    decide: (product, document, now) => deciders.get(journeyOf(product).journey.product)?.(document, now),
    checkout: (product) => journeyOf(product).journey.checkout,
    renewal: (product) => journeyOf(product).journey.renewal,
    signerThreshold: (product) => journeyOf(product).journey.limits.additionalOwnerThreshold,
    locale: (product) => productLocale(journeyOf(product).journey),
    consentTerms: (product) => consentTermsOf(product),
    checkOwnerItem: (product, document, listPointer, index, ruleRecords = []) =>
      checkOwnerItem(journeyOf(product), document, listPointer, index, withRuleLists(ruleRecords, lists)).map(violation),
    releases: () => releases,
  };
}

/** Reads, checks against schemas/journey.schema.json, assembles and compiles every journey once. */
export async function loadCompiledJourneys(journeysDir: string): Promise<CompiledJourney[]> {
  return (await loadJourneys(journeysDir)).journeys;
}

async function loadJourneys(journeysDir: string): Promise<{ journeys: CompiledJourney[]; entityErrors: EntityCheck }> {
  // The same check as `journey validate`: a broken journey never starts a server.
  const folder = await checkedJourneyFolder(journeysDir);
  return {
    journeys: assembleFolder(folder).map((journey) => compileJourney(journey, folder.catalogue)),
    entityErrors: compileEntityCheck(folder.documents['application.schema.json'], folder.catalogue),
  };
}

export async function createJourneyRules(journeysDir: string, lists: RuleLists = {}): Promise<ApplicationRules> {
  const { journeys, entityErrors } = await loadJourneys(journeysDir);
  return journeyRules(journeys, entityErrors, lists);
}

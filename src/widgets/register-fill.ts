/**
 * What picking a register entity writes into the form: ui:options `fill` names the form property
 * each detail goes to, so a journey fills the fields it has (a trustee's step could fill its
 * trustee fields the same way).
 */
import { legalEntityTypeOf } from '../engine/business-register/legal-entity-type-of';
import type { RegisterEntity } from '../engine/contract/business-register.contract';

export interface RegisterFill {
  /** The entity's registered name. */
  name?: string;
  abn?: string;
  acn?: string;
  /** The journey's legal entity type, from the register's entity type code. */
  entityType?: string;
  /** The first business name that is not the entity's own name. */
  tradingName?: string;
  /** The state of the main business location. */
  state?: string;
}

const STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

/**
 * The answers to set, by form property. `undefined` clears an answer: the ACN and the entity type
 * belong to the entity, so a pick without them must not leave an earlier entity's. A trading name
 * or state the register does not have leaves what the applicant typed.
 */
export function answersFromRegister(entity: RegisterEntity, fill: RegisterFill): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const tradingName = entity.businessNames.find((n) => n.toLowerCase() !== entity.entityName.toLowerCase());
  if (fill.name) answers[fill.name] = entity.entityName;
  if (fill.abn) answers[fill.abn] = entity.abn;
  if (fill.acn) answers[fill.acn] = entity.acn;
  if (fill.entityType) answers[fill.entityType] = legalEntityTypeOf(entity.entityTypeCode);
  if (fill.tradingName && tradingName) answers[fill.tradingName] = tradingName;
  if (fill.state && entity.state && STATES.has(entity.state)) answers[fill.state] = entity.state;
  return answers;
}

/** An ABN as the register prints it: 51 824 753 556. */
export function spacedAbn(abn: string): string {
  return abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
}

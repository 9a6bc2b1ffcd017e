/**
 * Reads the ABN Lookup web services' answer, `ABRPayloadSearchResults` (schema
 * http://abr.business.gov.au/ABRXMLSearch/): the business entity of an ABN or ASIC number search,
 * the records of a name search, or the `exception` element, mapped to a coded failure.
 *
 * Only the fields the portal shows are taken. The request the payload echoes (with the GUID) is
 * never read, so it cannot travel further.
 */
import { XMLParser } from 'fast-xml-parser';
import type { RegisterEntity, RegisterNameMatch, RegisterNameType } from '../../../../engine/contract/business-register.contract';
import { BusinessRegisterError, type NameSearchResult } from '../business-register-provider';

export type AbrPayload = { kind: 'entity'; entity: RegisterEntity } | { kind: 'names'; result: NameSearchResult } | { kind: 'none' };

type Node = Record<string, unknown>;

// Every value a string: ACNs and postcodes keep their leading zeros.
const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false, trimValues: true });

/** The register writes 0001-01-01 for 'no end date'. */
const OPEN_ENDED = '0001-01-01';

function list(value: unknown): Node[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is Node => typeof v === 'object' && v !== null);
}

function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The current entry of a dated element: one without an end date, else the first. */
function current(value: unknown): Node | undefined {
  const entries = list(value);
  return entries.find((e) => !text(e.effectiveTo) || text(e.effectiveTo) === OPEN_ENDED) ?? entries[0];
}

function currentNames(value: unknown): string[] {
  return list(value)
    .filter((e) => !text(e.effectiveTo) || text(e.effectiveTo) === OPEN_ENDED)
    .map((e) => text(e.organisationName))
    .filter((name): name is string => name !== undefined);
}

/** A sole trader's name as it is written: given names, then the family name. */
function personName(legal: Node | undefined): string | undefined {
  if (!legal) return undefined;
  const full = text(legal.fullName);
  if (full) return full;
  const parts = [text(legal.givenName), text(legal.otherGivenName), text(legal.familyName)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

function failureOf(exception: Node): BusinessRegisterError | 'no records' {
  const code = text(exception.exceptionCode) ?? 'UNKNOWN';
  const description = text(exception.exceptionDescription) ?? '';
  const registerCode = `${code}: ${description}`;
  if (/no records found/i.test(description)) return 'no records';
  if (/guid|registered party|not been registered|registration for the party/i.test(description)) {
    return new BusinessRegisterError('notAuthorised', registerCode, `The register refused the portal's GUID (${registerCode})`);
  }
  if (code.toUpperCase() === 'SEARCH' || /invalid|not a valid|search criteria|too many records/i.test(description)) {
    return new BusinessRegisterError('invalidSearch', registerCode, `The register refused the search (${registerCode})`);
  }
  return new BusinessRegisterError('unavailable', registerCode, `The register failed (${registerCode})`);
}

function entityOf(node: Node): RegisterEntity {
  const abn = text(current(node.ABN)?.identifierValue);
  const status = text(current(node.entityStatus)?.entityStatusCode);
  const entityName = text(current(node.mainName)?.organisationName) ?? personName(current(node.legalName));
  if (!abn || !status || !entityName)
    throw new BusinessRegisterError('unavailable', undefined, 'The register answered an entity without its ABN, status or name');
  const type = list(node.entityType)[0];
  const address = current(node.mainBusinessPhysicalAddress);
  const businessNames = [...currentNames(node.businessName), ...currentNames(node.mainTradingName), ...currentNames(node.otherTradingName)];
  const optional = {
    acn: text(node.ASICNumber),
    entityTypeCode: text(type?.entityTypeCode),
    entityTypeText: text(type?.entityDescription),
    state: text(address?.stateCode),
    postcode: text(address?.postcode),
  };
  return {
    abn: abn.replace(/\s/g, ''),
    abnStatus: status,
    entityName,
    businessNames: [...new Set(businessNames)],
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
}

/** The name elements a search record may hold, and what each is. */
const NAME_ELEMENTS: [element: string, type: RegisterNameType][] = [
  ['mainName', 'entity'],
  ['legalName', 'legal'],
  ['businessName', 'business'],
  ['mainTradingName', 'trading'],
  ['otherTradingName', 'trading'],
];

function matchOf(record: Node): RegisterNameMatch | undefined {
  const abnNode = list(record.ABN)[0];
  const abn = text(abnNode?.identifierValue)?.replace(/\s/g, '');
  if (!abn) return undefined;
  for (const [element, nameType] of NAME_ELEMENTS) {
    const node = list(record[element])[0];
    const name = text(node?.organisationName) ?? personName(node);
    if (!node || !name) continue;
    const address = list(record.mainBusinessPhysicalAddress)[0];
    const state = text(address?.stateCode);
    const postcode = text(address?.postcode);
    return {
      abn,
      abnStatus: text(abnNode?.identifierStatus) ?? 'Unknown',
      name,
      nameType,
      score: Number(text(node.score) ?? 0) || 0,
      ...(state ? { state } : {}),
      ...(postcode ? { postcode } : {}),
    };
  }
  return undefined;
}

export function parseAbrPayload(xml: string): AbrPayload {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw new BusinessRegisterError('unavailable', undefined, 'The register answered something that is not XML');
  }
  const response = list(list(document.ABRPayloadSearchResults)[0]?.response)[0];
  if (!response) throw new BusinessRegisterError('unavailable', undefined, 'The register answered without an ABRPayloadSearchResults response');

  const exception = list(response.exception)[0];
  if (exception) {
    const failure = failureOf(exception);
    if (failure === 'no records') return { kind: 'none' };
    throw failure;
  }

  const entityKey = Object.keys(response).find((key) => key.startsWith('businessEntity'));
  if (entityKey) {
    const entity = list(response[entityKey])[0];
    return entity ? { kind: 'entity', entity: entityOf(entity) } : { kind: 'none' };
  }

  const results = list(response.searchResultsList)[0];
  if (results) {
    const matches = list(results.searchResultsRecord)
      .map(matchOf)
      .filter((m): m is RegisterNameMatch => m !== undefined);
    return { kind: 'names', result: { matches, exceedsMaximum: text(results.exceedsMaximum)?.toUpperCase() === 'Y' } };
  }
  throw new BusinessRegisterError('unavailable', undefined, 'The register answered neither an entity, search results nor an exception');
}

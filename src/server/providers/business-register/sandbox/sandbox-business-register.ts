/**
 * The built-in business register: answers the provider's calls offline from the sandbox register,
 * the way the ABN Lookup service does (an ABN or ACN lookup, a scored name search over entity,
 * business and legal names, active ABNs only on request). A name search for 'unavailable' fails
 * as the real register does when it is down.
 */
import type { RegisterNameMatch, RegisterNameType } from '../../../../engine/contract/business-register.contract';
import { BusinessRegisterError, type BusinessRegisterProvider, type RegisterEntity } from '../business-register-provider';
import { SANDBOX_UNAVAILABLE_WORD, sandboxRegister } from './sandbox-register';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9&' ]+/g, ' ')
    .split(' ')
    .filter(Boolean);

/** Like the register's scores: the whole name 100, its start 95, every word 90, some word 80. */
function score(name: string, query: string): number {
  const n = words(name).join(' ');
  const q = words(query).join(' ');
  if (!q) return 0;
  if (n === q) return 100;
  if (n.startsWith(q)) return 95;
  const nameWords = words(name);
  const queryWords = words(query);
  const found = (w: string) => nameWords.some((nw) => nw.startsWith(w));
  if (queryWords.every(found)) return 90;
  return queryWords.some((w) => w.length >= 3 && found(w)) ? 80 : 0;
}

function namesOf(entity: (typeof sandboxRegister)[number]): [string, RegisterNameType][] {
  const legal = entity.legalName
    ? [
        [`${entity.legalName.family}, ${[entity.legalName.given, entity.legalName.otherGiven].filter(Boolean).join(' ')}`, 'legal'] as [
          string,
          RegisterNameType,
        ],
      ]
    : [];
  const main: [string, RegisterNameType][] = entity.legalName ? [] : [[entity.entityName, 'entity']];
  return [...main, ...legal, ...entity.businessNames.map((n): [string, RegisterNameType] => [n, 'business'])];
}

function publicView(entity: (typeof sandboxRegister)[number]): RegisterEntity {
  const { legalName: _split, ...view } = entity;
  return structuredClone(view);
}

export function createSandboxBusinessRegister(): BusinessRegisterProvider {
  return {
    id: 'sandbox',
    async searchByAbn(abn) {
      const found = sandboxRegister.find((e) => e.abn === abn);
      return found && publicView(found);
    },
    async searchByAcn(acn) {
      const found = sandboxRegister.find((e) => e.acn === acn);
      return found && publicView(found);
    },
    async searchByName(name, { activeOnly, maxResults }) {
      if (words(name).includes(SANDBOX_UNAVAILABLE_WORD))
        throw new BusinessRegisterError('unavailable', 'SYSTEM: System problems have prevented this request from completing');
      const matches: RegisterNameMatch[] = [];
      for (const entity of sandboxRegister) {
        if (activeOnly && entity.abnStatus !== 'Active') continue;
        const [best] = namesOf(entity)
          .map(([n, nameType]) => ({ n, nameType, score: score(n, name) }))
          .filter((m) => m.score > 0)
          .sort((a, b) => b.score - a.score);
        if (best)
          matches.push({
            abn: entity.abn,
            abnStatus: entity.abnStatus,
            name: best.n,
            nameType: best.nameType,
            score: best.score,
            state: entity.state,
            postcode: entity.postcode,
          });
      }
      matches.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
      return { matches: matches.slice(0, maxResults), exceedsMaximum: matches.length > maxResults };
    },
  };
}

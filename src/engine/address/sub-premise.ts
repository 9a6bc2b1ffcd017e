/**
 * What is inside the building, as the application keeps it: one unit field (schemas/
 * application.schema.json `unitNumber`, up to 10 characters). A unit alone is its number, as
 * Australia Post writes '3/12 George Street'; a level, suite or shop keeps its word ('Level 3',
 * 'Suite 2', 'Shop 5'; the ground floor is 'Ground'), written before the street number with a comma ('Level 3, 80 Collins
 * Street'). Two at once take Australia Post's abbreviations (AS 4590: U, SE, SHOP, L), level last:
 * 'U4 L3'.
 */
export interface SubPremise {
  unit?: string;
  suite?: string;
  shop?: string;
  level?: string;
}

const WORD = { unit: 'Unit', suite: 'Suite', shop: 'Shop', level: 'Level' } as const;
const ABBREVIATION = { unit: 'U', suite: 'SE', shop: 'SHOP', level: 'L' } as const;
const ORDER = ['unit', 'suite', 'shop', 'level'] as const;

export function subPremiseOf(parts: SubPremise): string | undefined {
  const present = ORDER.filter((kind) => parts[kind]);
  if (present.length === 0) return undefined;
  const value = (kind: (typeof ORDER)[number]) => parts[kind]!.toUpperCase();
  if (present.length === 1) {
    const [kind] = present;
    if (kind === 'unit') return value(kind);
    return kind === 'level' && value(kind) === 'G' ? 'Ground' : `${WORD[kind]} ${value(kind)}`;
  }
  return present.map((kind) => `${ABBREVIATION[kind]}${value(kind)}`).join(' ');
}

/** Whether the unit field holds a bare unit number ('3', '4A', 'G01'), written '3/12' before the street number. */
export function isBareUnit(unitNumber: string): boolean {
  return /^[A-Z]?\d+[A-Z]?$/i.test(unitNumber.trim());
}

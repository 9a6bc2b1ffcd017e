/**
 * The sandbox's register: fictional Australian entities whose ABNs and ACNs pass the check digits
 * (a company's ABN is two check digits and its ACN). Companies, trusts with corporate trustees,
 * partnerships, sole traders, an unincorporated body the journey has no type for, and cancelled
 * ones, so every path of the search can be tried offline (docs/counterparts.md, 'Business register').
 */
import type { RegisterEntity } from '../business-register-provider';

interface SandboxEntity extends RegisterEntity {
  /** A sole trader's name as the register splits it (a name search matches it as a legal name). */
  legalName?: { given: string; otherGiven?: string; family: string };
}

const company = (abn: string, name: string, state: string, postcode: string, extra: Partial<SandboxEntity> = {}): SandboxEntity => ({
  abn,
  abnStatus: 'Active',
  entityName: name,
  acn: abn.slice(2),
  entityTypeCode: 'PRV',
  entityTypeText: 'Australian Private Company',
  businessNames: [],
  state,
  postcode,
  ...extra,
});

const other = (abn: string, name: string, code: string, text: string, state: string, postcode: string, extra: Partial<SandboxEntity> = {}): SandboxEntity => ({
  abn,
  abnStatus: 'Active',
  entityName: name,
  entityTypeCode: code,
  entityTypeText: text,
  businessNames: [],
  state,
  postcode,
  ...extra,
});

const soleTrader = (
  abn: string,
  given: string,
  family: string,
  businessName: string,
  state: string,
  postcode: string,
  extra: Partial<SandboxEntity> = {},
): SandboxEntity =>
  other(abn, [given, extra.legalName?.otherGiven, family].filter(Boolean).join(' '), 'IND', 'Individual/Sole Trader', state, postcode, {
    businessNames: [businessName],
    legalName: { given, family },
    ...extra,
  });

const CANCELLED = { abnStatus: 'Cancelled' } as const;

export const sandboxRegister: readonly SandboxEntity[] = [
  company('70331724602', 'HARBOURSIDE BAKERY PTY LTD', 'NSW', '2000', { businessNames: ['Harbourside Bakery'] }),
  company('53112611846', 'HARBOUR VIEW DENTAL PTY LTD', 'NSW', '2088'),
  company('87225846408', 'SOUTHERN CROSS LOGISTICS PTY LTD', 'VIC', '3207', { businessNames: ['SCX Freight'] }),
  company('66256778248', 'WATTLE & GUM LANDSCAPING PTY LTD', 'QLD', '4101'),
  company('16304058884', 'RED DIRT MINING SERVICES PTY LTD', 'WA', '6430'),
  company('81587015683', 'BLUEWREN SOFTWARE PTY LTD', 'ACT', '2601', { businessNames: ['Bluewren Labs'] }),
  company('64048243205', 'EUCALYPT HEALTH GROUP LIMITED', 'NSW', '2060', { entityTypeCode: 'PUB', entityTypeText: 'Australian Public Company' }),
  company('29311990404', 'CORAL COAST TOURS PTY LTD', 'QLD', '4870', { ...CANCELLED, businessNames: ['Coral Coast Tours'] }),
  // Corporate trustees, and the trusts they act for.
  company('94432807040', 'KOOKABURRA HOLDINGS PTY LTD', 'SA', '5000'),
  other('84380513071', 'THE TRUSTEE FOR THE KOOKABURRA FAMILY TRUST', 'DTT', 'Discretionary Trading Trust', 'SA', '5000', {
    businessNames: ['Kookaburra Coffee Roasters'],
  }),
  company('13355548168', 'BANKSIA NOMINEES PTY LTD', 'VIC', '3000'),
  other('37178790929', 'THE TRUSTEE FOR BANKSIA PROPERTY UNIT TRUST', 'FUT', 'Fixed Unit Trust', 'VIC', '3000'),
  company('17792056323', 'MALLEE GRAIN HOLDINGS PTY LTD', 'VIC', '3500'),
  other('49889699385', 'THE TRUSTEE FOR MALLEE GRAIN TRUST', 'DTT', 'Discretionary Trading Trust', 'VIC', '3500', CANCELLED),
  // Partnerships.
  other('53162265192', 'J NGUYEN & M NGUYEN', 'FPT', 'Family Partnership', 'NSW', '2170', { businessNames: ['Nguyen Brothers Plumbing'] }),
  other('44805866387', "A O'BRIEN & K PATEL", 'PTR', 'Other Partnership', 'VIC', '3121', { businessNames: ['Ridgeback Legal'] }),
  // Sole traders.
  soleTrader('74459707147', 'Jane', 'Citizen', 'Citizen Cakes', 'NSW', '2010', {
    legalName: { given: 'Jane', otherGiven: 'Mary', family: 'Citizen' },
    entityName: 'Jane Mary Citizen',
  }),
  soleTrader('66237491943', 'Liam', 'Walker', 'Walker Electrical', 'TAS', '7000'),
  soleTrader('34893974142', 'Priya', 'Sharma', 'Sharma Accounting Services', 'NT', '0800'),
  soleTrader('94767261564', 'Thomas', 'Reid', 'Reid Couriers', 'SA', '5031', CANCELLED),
  // A body the journey has no legal entity type for: the applicant chooses one.
  other('61214304579', 'TABLELANDS COMMUNITY GARDEN', 'UIE', 'Other Unincorporated Entity', 'QLD', '4883'),
];

/** A name search for this word fails as if the register were down. */
export const SANDBOX_UNAVAILABLE_WORD = 'unavailable';

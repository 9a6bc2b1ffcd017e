import type { Bank } from '../bank-data-provider';

const labels = (username: string, password = 'Password') => ({ username, password });

/**
 * The banks the sandbox lists, by country (the product's, from its journey's locale): an
 * applicant of a US product is offered US banks, never Australian ones. In each list one bank
 * stands for one the service cannot reach.
 */
export const SANDBOX_BANKS_BY_COUNTRY: Readonly<Record<string, readonly Bank[]>> = {
  AU: [
    { id: 'anz', name: 'ANZ', supported: true, credentialLabels: labels('Customer Registration Number') },
    { id: 'bankwest', name: 'Bankwest', supported: true, credentialLabels: labels('Personal Access Number (PAN)', 'Secure Code') },
    { id: 'bendigo', name: 'Bendigo Bank', supported: true, credentialLabels: labels('Access ID') },
    { id: 'boq', name: 'Bank of Queensland', supported: true, credentialLabels: labels('Customer ID') },
    { id: 'cba', name: 'Commonwealth Bank', supported: true, credentialLabels: labels('Client number') },
    { id: 'ing', name: 'ING', supported: true, credentialLabels: labels('Client number', 'Access code') },
    { id: 'macquarie', name: 'Macquarie Bank', supported: true, credentialLabels: labels('Macquarie ID') },
    { id: 'nab', name: 'NAB', supported: true, credentialLabels: labels('NAB ID') },
    { id: 'stgeorge', name: 'St.George Bank', supported: true, credentialLabels: labels('Customer access number', 'Password') },
    { id: 'suncorp', name: 'Suncorp Bank', supported: true, credentialLabels: labels('Customer ID') },
    { id: 'westpac', name: 'Westpac', supported: true, credentialLabels: labels('Customer ID') },
    { id: 'judo', name: 'Judo Bank', supported: false, credentialLabels: labels('Username') },
  ],
  US: [
    { id: 'bofa', name: 'Bank of America', supported: true, credentialLabels: labels('Online ID', 'Passcode') },
    { id: 'capitalone', name: 'Capital One', supported: true, credentialLabels: labels('Username') },
    { id: 'chase', name: 'Chase', supported: true, credentialLabels: labels('Username') },
    { id: 'citi', name: 'Citibank', supported: true, credentialLabels: labels('User ID') },
    { id: 'frost', name: 'Frost Bank', supported: true, credentialLabels: labels('User ID') },
    { id: 'pnc', name: 'PNC Bank', supported: true, credentialLabels: labels('User ID') },
    { id: 'truist', name: 'Truist', supported: true, credentialLabels: labels('User ID') },
    { id: 'usbank', name: 'U.S. Bank', supported: true, credentialLabels: labels('Personal ID') },
    { id: 'wellsfargo', name: 'Wells Fargo', supported: true, credentialLabels: labels('Username') },
    { id: 'texascommunity', name: 'Texas Community Bank', supported: false, credentialLabels: labels('Username') },
  ],
};

/** The sandbox's banks of a country; none for a country it has no list for. */
export function sandboxBanks(country: string): readonly Bank[] {
  return SANDBOX_BANKS_BY_COUNTRY[country.toUpperCase()] ?? [];
}

/** A bank of any country, by its id (ids are unique across the lists). */
export function sandboxBank(id: string): Bank | undefined {
  return Object.values(SANDBOX_BANKS_BY_COUNTRY)
    .flat()
    .find((bank) => bank.id === id);
}

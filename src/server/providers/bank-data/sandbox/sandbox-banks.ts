import type { Bank } from '../bank-data-provider';

const labels = (username: string, password = 'Password') => ({ username, password });

/** Australian banks as the sandbox lists them; Judo Bank stands for one the service cannot reach. */
export const SANDBOX_BANKS: readonly Bank[] = [
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
];

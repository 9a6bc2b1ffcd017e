/** Bank connections as the bank-data API answers them, for the statement screens' model tests. */
import type { Enrolment } from '../../src/screens/statement-collect/statement-services';

/** Nothing connected, on an application at version 3. */
export const noConnection: Enrolment = {
  status: 'none',
  bank: null,
  task: null,
  error: null,
  accounts: [],
  coveredFrom: null,
  coveredTo: null,
  updatedAt: null,
  applicationVersion: 3,
};

/** The sandbox's Westpac retrieving the statements. */
export const retrievingConnection: Enrolment = { ...noConnection, status: 'retrieving', bank: { id: 'westpac', name: 'Westpac' } };

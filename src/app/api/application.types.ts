/** The application as the API answers it: the wire contract's type, the one the server is typed by. */
export type { ApplicationRecord, ApplicationSummary } from '../../engine/contract/applications.contract';

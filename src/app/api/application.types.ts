export type { ApplicationRecord, ApplicationSummary } from '../../engine/lifecycle/application-record';

/** A field error as the server reports it in a 422. */
export interface ServerFieldError {
  path: string;
  key: string;
  message: string;
}

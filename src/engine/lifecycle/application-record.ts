/** The application as the API answers it: the server builds it, the web app reads it. */
export interface ApplicationRecord {
  id: string;
  product: string;
  status: string;
  stage: string;
  version: number;
  salesChannel: string | null;
  parentApplicationId: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  data: Record<string, unknown>;
}

/** One line of the list of an applicant's applications. */
export type ApplicationSummary = Pick<ApplicationRecord, 'id' | 'status' | 'product' | 'stage'>;

/** The application record as the API answers it. */
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

export interface ApplicationSummary {
  id: string;
  status: string;
  product: string;
  stage: string;
}

/** A field error as the server reports it in a 422. */
export interface ServerFieldError {
  path: string;
  key: string;
  message: string;
}

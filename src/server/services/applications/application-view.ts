import type { ApplicationDocument, ApplicationRow } from '../../db/tables/applications.table';

/** An application as the API shows it. */
export interface ApplicationView {
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
  data: ApplicationDocument;
}

export interface ApplicationSummary {
  id: string;
  status: string;
  product: string;
  stage: string;
}

export function toApplicationView(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    product: row.product,
    status: row.status,
    stage: row.stage,
    version: row.version,
    salesChannel: row.sales_channel,
    parentApplicationId: row.parent_application_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    submittedAt: row.submitted_at ? row.submitted_at.toISOString() : null,
    data: row.data,
  };
}

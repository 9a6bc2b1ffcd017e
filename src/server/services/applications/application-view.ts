import type { ApplicationRow } from '../../db/tables/applications.table';
import type { ApplicationRecord } from '../../../engine/contract/applications.contract';

export type { ApplicationSummary } from '../../../engine/contract/applications.contract';

/** An application as the API shows it. */
export type ApplicationView = ApplicationRecord;

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

import type { Enrolment } from '../../../engine/contract/bank-data.contract';
import type { BankDataEnrolmentRow } from '../../db/tables/bank-data-enrolments.table';
import { bankDataErrorInfo } from '../../providers/bank-data/error-codes';

const isoDate = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

/** The bank connection as the statement page shows it; `applicationVersion` is the application's after the connection last changed it. */
export function toEnrolmentView(row: BankDataEnrolmentRow | undefined, applicationVersion: number): Enrolment {
  if (!row) {
    return { status: 'none', bank: null, task: null, error: null, accounts: [], coveredFrom: null, coveredTo: null, updatedAt: null, applicationVersion };
  }
  const info = row.error_code ? bankDataErrorInfo(row.error_code) : undefined;
  return {
    status: row.status,
    bank: { id: row.bank_id, name: row.bank_name },
    task: row.status === 'task_required' ? row.task : null,
    error:
      row.status === 'failed' && row.error_code && info
        ? { code: row.error_code, messageKey: info.messageKey, action: info.action, retryAfter: row.retry_after ? row.retry_after.toISOString() : null }
        : null,
    accounts: row.accounts ?? [],
    coveredFrom: isoDate(row.covered_from),
    coveredTo: isoDate(row.covered_to),
    updatedAt: row.updated_at.toISOString(),
    applicationVersion,
  };
}

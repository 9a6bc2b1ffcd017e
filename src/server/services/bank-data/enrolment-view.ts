import type { BankDataEnrolmentRow, EnrolledAccount, EnrolmentTask } from '../../db/tables/bank-data-enrolments.table';
import { bankDataErrorInfo, type BankDataAction } from '../../providers/bank-data/error-codes';

/** The bank connection as the statement page shows it. */
export interface EnrolmentView {
  status: 'none' | 'task_required' | 'retrieving' | 'received' | 'failed';
  bank: { id: string; name: string } | null;
  task: EnrolmentTask | null;
  error: { code: string; messageKey: string; action: BankDataAction; retryAfter: string | null } | null;
  accounts: EnrolledAccount[];
  coveredFrom: string | null;
  coveredTo: string | null;
  updatedAt: string | null;
  /** The application's version after the connection last changed it. */
  applicationVersion: number;
}

const isoDate = (value: Date | null) => (value ? value.toISOString().slice(0, 10) : null);

export function toEnrolmentView(row: BankDataEnrolmentRow | undefined, applicationVersion: number): EnrolmentView {
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

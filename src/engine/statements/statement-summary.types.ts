/** What the server says of an application's bank statements, and what the statement screen shows. */
export interface StatementSummary {
  method: 'connected' | 'uploaded';
  coveredMonths: string[];
  requiredMonths: string[];
  complete: boolean;
  statementCount: number;
}

/** The statements part of an application, as the documents and bank-data calls answer it. */
export interface StatementsState {
  statements: StatementSummary | null;
  isStatementsManuallyUploaded: boolean;
  applicationVersion: number;
}

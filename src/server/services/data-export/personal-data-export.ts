/**
 * Everything the portal holds about an applicant, for them to download (issue: personal data;
 * the Privacy Act's access principle): one ZIP with `my-data.json` (the account, and for each
 * application its answers, history, decisions and offers, documents' details, bank connections,
 * funding account, signatures, loan and notifications) and the documents themselves under
 * `documents/`. Credentials and the server's secrets stay out: no password hash, session,
 * mailed code, link token, bank session reference or storage key.
 */
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DocumentStorage } from '../../providers/storage/document-storage';
import { listApplicationEvents, listUserApplications } from '../../repositories/applications.repository';
import { findEnrolment } from '../../repositories/bank-data-enrolments.repository';
import { findFundingAccount, listRoundsSignatures, listSigningRounds } from '../../repositories/checkout.repository';
import { listDecisions } from '../../repositories/decisions.repository';
import { listDocuments } from '../../repositories/documents.repository';
import { findLoanOfApplication } from '../../repositories/loans.repository';
import { listApplicationNotifications } from '../../repositories/notifications.repository';
import { findUserById } from '../../repositories/users.repository';
import { toApplicationView } from '../applications/application-view';

export interface DataExportDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
}

/** What `my-data.json` holds for one application; the documents' files are beside it. */
async function applicationRecords(db: Kysely<Database>, applicationId: string) {
  // An application has at most one enrolment, funding account and loan: each is listed as a list of none or one.
  const [events, decisions, documents, enrolment, fundingAccount, rounds, loan, notifications] = await Promise.all([
    listApplicationEvents(db, applicationId),
    listDecisions(db, applicationId),
    listDocuments(db, applicationId),
    findEnrolment(db, applicationId),
    findFundingAccount(db, applicationId),
    listSigningRounds(db, applicationId),
    findLoanOfApplication(db, applicationId),
    listApplicationNotifications(db, applicationId),
  ]);
  const enrolments = enrolment ? [enrolment] : [];
  const fundingAccounts = fundingAccount ? [fundingAccount] : [];
  const loans = loan ? [loan] : [];
  const signatures = await listRoundsSignatures(
    db,
    rounds.map((r) => r.id),
  );
  return {
    history: events,
    decisions,
    documents: documents.map(({ storage_key: _key, ...document }) => ({ ...document, file: documentPath(applicationId, document.id, document.file_name) })),
    // The provider's session reference and the login's hash are the bank connection's credentials.
    bankConnections: enrolments.map(({ provider_reference: _reference, login_key: _login, ...enrolment }) => enrolment),
    fundingAccounts,
    signingRounds: rounds,
    signatures: signatures.map(({ token_sha256: _hash, device_sha256: _device, ...signature }) => signature),
    loans,
    notifications,
    storage: documents.map((d) => ({ key: d.storage_key, path: documentPath(applicationId, d.id, d.file_name) })),
  };
}

// The stored file name is sanitised at upload; a path separator in it would make a folder.
const documentPath = (applicationId: string, documentId: string, fileName: string) =>
  `documents/${applicationId}/${documentId}-${fileName.replace(/[\\/]/g, '_')}`;

/** The ZIP as a stream; undefined when the user does not exist. Documents are read from storage one at a time. */
export async function exportPersonalData(deps: DataExportDeps, userId: string, now = new Date()): Promise<Readable | undefined> {
  const user = await findUserById(deps.db, userId);
  if (!user) return undefined;
  const applications = await listUserApplications(deps.db, userId);
  const perApplication = [];
  const files: { key: string; path: string }[] = [];
  for (const application of applications) {
    const { storage, ...records } = await applicationRecords(deps.db, application.id);
    files.push(...storage);
    perApplication.push({ ...toApplicationView(application), ...records });
  }
  const { password_hash: _hash, ...account } = user;
  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.append(JSON.stringify({ exportedAt: now.toISOString(), account, applications: perApplication }, null, 2), { name: 'my-data.json' });
  // Appended as streams: archiver reads them in turn, so no document is held in memory whole.
  for (const file of files) archive.append(await deps.storage.get(file.key), { name: file.path });
  void archive.finalize();
  return archive;
}

/** The console's calls: the staff session's token on each; a refused token ends the session. */
import type { ApplicationRecord } from '../../engine/contract/applications.contract';
import type { DecidedApplication, OpsDecisionRequest } from '../../engine/contract/decisions.contract';
import type {
  DocumentRequestAmendment,
  DocumentRequestList,
  DocumentRequestView,
  DocumentReviewRequest,
  DocumentTemplateView,
} from '../../engine/contract/document-requests.contract';
import type { OpsApplicationDetail, OpsApplicationPage, OpsApplicationQuery, PersonalDataReveal } from '../../engine/contract/ops-console.contract';
import type { AdditionalOwnerList } from '../../engine/contract/owners.contract';
import type { NewStaffMemberRequest, StaffInvitation, StaffSession } from '../../engine/contract/staff.contract';
import type { ProductRuleSet, RuleRecordsCheck } from '../../engine/contract/validation-rules.contract';
import { ApiError, request } from '../api/http';
import { endOpsSession, opsSession } from './ops-session';

async function staffRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  try {
    return await request<T>(method, path, { auth: false, token: opsSession.accessToken ?? undefined, body });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endOpsSession();
    throw error;
  }
}

export function staffLogIn(input: { email: string; password: string; code: string }): Promise<StaffSession> {
  return request('POST', '/api/staff/login', { auth: false, body: input });
}

export function staffLogOut(): Promise<void> {
  return staffRequest('POST', '/api/ops/session/logout');
}

export function findApplications(query: OpsApplicationQuery): Promise<OpsApplicationPage> {
  const params = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  return staffRequest('GET', `/api/ops/applications?${params.toString()}`);
}

export function readApplication(id: string): Promise<OpsApplicationDetail> {
  return staffRequest('GET', `/api/ops/applications/${encodeURIComponent(id)}`);
}

export function readAdditionalOwners(id: string): Promise<AdditionalOwnerList> {
  return staffRequest('GET', `/api/ops/applications/${encodeURIComponent(id)}/owners`);
}

/** The application's personal answers in clear; the server keeps the reason in the audit. */
export function revealPersonalData(id: string, reason: string): Promise<PersonalDataReveal> {
  return staffRequest('POST', `/api/ops/applications/${encodeURIComponent(id)}/personal-data`, { reason });
}

export function changeStatus(id: string, input: { status: string; reason: string; override?: { reason: string } }): Promise<ApplicationRecord> {
  return staffRequest('POST', `/api/ops/applications/${encodeURIComponent(id)}/status`, input);
}

/** Bytes the ops API answers as an attachment, fetched with the staff token (a plain link would carry no token). */
async function staffBytes(path: string): Promise<Blob> {
  const response = await fetch(path, { headers: { Authorization: `Bearer ${opsSession.accessToken ?? ''}` } });
  if (response.status === 401) endOpsSession();
  if (!response.ok) throw new ApiError(response.status, undefined);
  return response.blob();
}

export function documentContent(applicationId: string, documentId: string): Promise<Blob> {
  return staffBytes(`/api/ops/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}/content`);
}

export function templateContent(applicationId: string, templateId: string): Promise<Blob> {
  return staffBytes(`/api/ops/applications/${encodeURIComponent(applicationId)}/document-templates/${encodeURIComponent(templateId)}/content`);
}

/** Stores a form to name in a document request; answers its id. */
export async function attachTemplate(applicationId: string, file: File): Promise<DocumentTemplateView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`/api/ops/applications/${encodeURIComponent(applicationId)}/document-templates`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${opsSession.accessToken ?? ''}`, Accept: 'application/json' },
    body: form,
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) endOpsSession();
  if (!response.ok) throw new ApiError(response.status, body);
  return body as DocumentTemplateView;
}

export function listDocumentRequests(applicationId: string): Promise<DocumentRequestList> {
  return staffRequest('GET', `/api/ops/applications/${encodeURIComponent(applicationId)}/document-requests`);
}

/** Asks for a document after the decision, or changes a requested one (its title, its template). */
export function amendDocumentRequest(applicationId: string, type: string, input: DocumentRequestAmendment): Promise<DocumentRequestList> {
  return staffRequest('PUT', `/api/ops/applications/${encodeURIComponent(applicationId)}/document-requests/${encodeURIComponent(type)}`, input);
}

export function reviewDocument(applicationId: string, documentId: string, input: DocumentReviewRequest): Promise<DocumentRequestView> {
  return staffRequest('POST', `/api/ops/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}/review`, input);
}

export function decide(id: string, input: OpsDecisionRequest): Promise<DecidedApplication> {
  return staffRequest('POST', `/api/ops/applications/${encodeURIComponent(id)}/decision`, input);
}

export function changeOwnPassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  return staffRequest('POST', '/api/ops/session/password', input);
}

export function readRuleSet(product: string): Promise<ProductRuleSet> {
  return staffRequest('GET', `/api/ops/validation-rules/${encodeURIComponent(product)}`);
}

/** The journey check on records not yet saved. */
export function judgeRuleRecordsDraft(product: string, records: unknown): Promise<RuleRecordsCheck> {
  return staffRequest('POST', `/api/ops/validation-rules/${encodeURIComponent(product)}/check`, { records });
}

export function saveRuleRecords(product: string, input: { records: unknown; expectedVersion: number; reason: string }): Promise<ProductRuleSet> {
  return staffRequest('PUT', `/api/ops/validation-rules/${encodeURIComponent(product)}`, input);
}

/** An administrator adds a staff member; the server mails them their enrolment link (the answer holds no secret). */
export function addStaffMember(input: NewStaffMemberRequest): Promise<StaffInvitation> {
  return staffRequest('POST', '/api/ops/staff', input);
}

/** Applications API operations (spec 02 section 7) and their react-query keys. */
import type { ApplicationList, ApplicationRecord, CreateApplicationRequest, PatchApplicationRequest } from '../../engine/contract/applications.contract';
import { ApiError, request } from './http';

export const applicationKeys = {
  all: ['applications'] as const,
  list: (filter: string) => ['applications', 'list', filter] as const,
  one: (id: string) => ['applications', 'one', id] as const,
};

export function listApplications(filter = 'all'): Promise<ApplicationList> {
  return request('GET', `/api/apps?filter=${encodeURIComponent(filter)}`);
}

export function getApplication(id: string): Promise<ApplicationRecord> {
  return request('GET', `/api/apps/${encodeURIComponent(id)}`);
}

export function createApplication(input: CreateApplicationRequest): Promise<ApplicationRecord> {
  return request('POST', '/api/apps', { body: input });
}

export function patchApplication(id: string, input: PatchApplicationRequest): Promise<ApplicationRecord> {
  return request('PATCH', `/api/apps/${encodeURIComponent(id)}`, { body: input });
}

/**
 * A change the server, not a form, knows to be independent of what changed meanwhile (a stage
 * move, one answer): made against `current`, and when the application changed elsewhere since
 * (409) made once more against the latest version.
 */
export async function patchAtLatest(current: ApplicationRecord, change: (at: ApplicationRecord) => PatchApplicationRequest): Promise<ApplicationRecord> {
  try {
    return await patchApplication(current.id, change(current));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    return patchApplication(current.id, change(await getApplication(current.id)));
  }
}

/** Submits the application for review; the server validates the whole application. */
export function submitApplication(id: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(id)}/workflow/submit`, { body: {} });
}

/** The applicant withdraws the application (the journey's withdrawnByCustomer status). */
export function withdrawApplication(id: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${id}/workflow/withdraw`, { body: {} });
}

/** Applications API operations (spec 02 section 7) and their react-query keys. */
import type { ApplicationList, ApplicationRecord, CreateApplicationRequest, PatchApplicationRequest } from '../../engine/contract/applications.contract';
import { request } from './http';

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

/** Submits the application for review; the server validates the whole application. */
export function submitApplication(id: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(id)}/workflow/submit`, { body: {} });
}

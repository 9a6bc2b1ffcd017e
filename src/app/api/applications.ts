/** Applications API operations (spec 02 section 7) and their react-query keys. */
import type { PatchOperation } from '../../engine/patch/diff';
import type { ApplicationRecord, ApplicationSummary } from './application.types';
import { request } from './http';

export const applicationKeys = {
  all: ['applications'] as const,
  list: (filter: string) => ['applications', 'list', filter] as const,
  one: (id: string) => ['applications', 'one', id] as const,
};

export function listApplications(filter = 'all'): Promise<{ items: ApplicationSummary[] }> {
  return request('GET', `/api/apps?filter=${encodeURIComponent(filter)}`);
}

export function getApplication(id: string): Promise<ApplicationRecord> {
  return request('GET', `/api/apps/${encodeURIComponent(id)}`);
}

export interface CreateApplicationInput {
  createAppData: { firstName: string; lastName: string; email: string; product: string };
  patchAppData?: Record<string, unknown>;
}

export function createApplication(input: CreateApplicationInput): Promise<ApplicationRecord> {
  return request('POST', '/api/apps', { body: input });
}

export function patchApplication(id: string, input: { stage?: string; patch: PatchOperation[]; version: number }): Promise<ApplicationRecord> {
  return request('PATCH', `/api/apps/${encodeURIComponent(id)}`, { body: input });
}

/** Submits the application for review; the server validates the whole application. */
export function submitApplication(id: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(id)}/workflow/submit`, { body: {} });
}

import type { Notification, NotificationList } from '../../engine/contract/renewals.contract';
import type { ApplicationRecord } from './application.types';
import { request } from './http';

export async function getNotifications(applicationId: string): Promise<Notification[]> {
  return (await request<NotificationList>('POST', `/api/apps/${encodeURIComponent(applicationId)}/workflow/getNotifications`, { body: {} })).notifications;
}

/** Creates the renewal of a funded application in `product`, or answers the one in progress. */
export function createRenewal(parentId: string, product: string): Promise<ApplicationRecord> {
  return request('POST', `/api/apps/${encodeURIComponent(parentId)}/workflow/renewal`, { body: {}, headers: { 'X-Product-Type': product } });
}

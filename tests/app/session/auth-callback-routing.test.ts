// @vitest-environment happy-dom
/**
 * The auth callback's routing (spec 02 section 4, 'Auth callback'), which basic info's submit
 * also goes through (spec 01 section 4: 'If the user is already logged in, it goes to the auth
 * callback').
 */
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationRecord } from '../../../src/engine/contract/applications.contract';
import { authCallbackDestination } from '../../../src/app/session/auth-callback-routing';
import { ApiError } from '../../../src/app/api/http';

const PARENT = '7d1f0a52-0c4e-4c55-9a43-2a8f43f0b6a1';
const created = (product: string) =>
  ({ id: 'new', product, status: 'IN_PROGRESS', stage: 'FundingNeeds', version: 2, data: {} }) as unknown as ApplicationRecord;
const query = (q: Record<string, string> = {}) => new URLSearchParams(q);

describe('the auth callback', () => {
  it('creates a pending application if one was saved, then goes to its root', async () => {
    const pending = vi.fn(async () => created('tl'));
    expect(await authCallbackDestination({ query: query(), pending })).toBe('/tl');
    expect(pending).toHaveBeenCalledOnce();
  });

  it('with no pending application and no renewal parameters, goes to the latest application’s root (the site root leads there)', async () => {
    expect(await authCallbackDestination({ query: query() })).toBe('/');
  });

  it('with a renewal link, goes on to the renewal, a pending application created first', async () => {
    expect(await authCallbackDestination({ query: query({ renewal: 'true', applicationId: PARENT }) })).toBe(`/renewal?applicationId=${PARENT}`);
    const pending = vi.fn(async () => created('tl'));
    expect(await authCallbackDestination({ query: query({ renewal: 'true', applicationId: PARENT }), pending })).toBe(`/renewal?applicationId=${PARENT}`);
    expect(pending).toHaveBeenCalledOnce();
  });

  it('follows a redirect the sign-in was asked for only when it is a path of this site', async () => {
    expect(await authCallbackDestination({ query: query({ redirect: '/tl/application/funding_needs' }) })).toBe('/tl/application/funding_needs');
    expect(await authCallbackDestination({ query: query({ redirect: '//evil.example' }) })).toBe('/');
  });

  it('when the server refuses the pending application (one in progress, or the re-application wait), goes to the latest application’s root', async () => {
    const refused = new ApiError(409, { code: 'APP_ERR_NOT_ELIGIBLE', message: 'A new application cannot be started now', reason: 'IN_PROGRESS' });
    expect(await authCallbackDestination({ query: query(), pending: () => Promise.reject(refused) })).toBe('/');
  });

  it('lets any other failure of the pending application through, for the caller to show', async () => {
    const invalid = new ApiError(422, { code: 'APP_ERR_RULES_REJECTED', message: 'Rejected', errors: [] });
    await expect(authCallbackDestination({ query: query(), pending: () => Promise.reject(invalid) })).rejects.toBe(invalid);
  });
});

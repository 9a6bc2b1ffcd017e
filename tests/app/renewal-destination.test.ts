/** Every branch of a renewal link (spec 02 section 4, auth callback steps 2 and 3), with the repository's journeys. */
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationRecord } from '../../src/engine/contract/applications.contract';
import type { Notification } from '../../src/engine/contract/renewals.contract';
import { renewalDestination, type RenewalLinkServices } from '../../src/app/renewals/renewal-destination';
import { journeys } from '../engine/fixtures';

const PARENT = '11111111-1111-4111-8111-111111111111';

function record(overrides: Partial<ApplicationRecord>): ApplicationRecord {
  return {
    id: PARENT,
    product: 'tl',
    status: 'COMPLETED',
    stage: 'ApplicationCompleted',
    version: 3,
    salesChannel: null,
    data: {},
    ...overrides,
  } as ApplicationRecord;
}

const notice = (renewalAppStatus: string): Notification => ({
  subject: 'APPLICATION_RENEWAL',
  message: { text: '', additionalInfo: { renewalAppStatus } },
  createdAt: new Date().toISOString(),
});

function services(o: { renewable?: boolean; notifications?: Notification[]; latest?: Partial<ApplicationRecord>; parentProduct?: string }) {
  const created: string[] = [];
  const refreshed: string[] = [];
  const s: RenewalLinkServices = {
    application: vi.fn(async () => record({ product: o.parentProduct ?? 'tl', data: { _extension: { renewable: o.renewable } } })),
    notifications: vi.fn(async () => o.notifications ?? []),
    latestOf: vi.fn(async () => (o.latest ? record({ product: 'renewal-tl', id: 'r', ...o.latest }) : undefined)),
    createRenewal: vi.fn(async (parentId: string, product: string) => {
      created.push(`${product} of ${parentId}`);
      return record({ product, status: 'IN_PROGRESS' });
    }),
    refreshDeviceSession: vi.fn(async (applicationId: string) => {
      refreshed.push(applicationId);
    }),
  };
  return { s, created, refreshed };
}

describe('a renewal link', () => {
  it('creates the renewal of a renewable loan in the product that renews it, and leads to its root', async () => {
    const { s, created } = services({ renewable: true, notifications: [notice('NOT_SUBMIT')] });
    expect(await renewalDestination(await journeys(), PARENT, s)).toBe('/renewal-tl');
    expect(created).toEqual([`renewal-tl of ${PARENT}`]);
  });

  it('renews a renewal with the same product, and works before any notification exists', async () => {
    const { s, created } = services({ renewable: true, parentProduct: 'renewal-tl' });
    expect(await renewalDestination(await journeys(), PARENT, s)).toBe('/renewal-tl');
    expect(created).toEqual([`renewal-tl of ${PARENT}`]);
  });

  it('leads a loan that is not renewable to the renewal declined page, creating nothing', async () => {
    for (const notifications of [[], [notice('NOT_SUBMIT')]]) {
      const { s, created } = services({ renewable: false, notifications });
      expect(await renewalDestination(await journeys(), PARENT, s)).toBe('/renewal-tl/error/renewal_declined');
      expect(created).toEqual([]);
    }
  });

  it('after a renewal was submitted: the renewal product root, or additional info for a banker-portal renewal in progress', async () => {
    const submitted = services({ renewable: true, notifications: [notice('SUBMITTED')], latest: { status: 'SUBMITTED' } });
    expect(await renewalDestination(await journeys(), PARENT, submitted.s)).toBe('/renewal-tl');
    expect(submitted.created).toEqual([]);
    const banker = services({ renewable: true, notifications: [notice('SUBMITTED')], latest: { status: 'IN_PROGRESS', salesChannel: 'BANKER_PORTAL' } });
    expect(await renewalDestination(await journeys(), PARENT, banker.s)).toBe('/renewal-tl/application/additional_info');
    const other = services({ renewable: true, notifications: [notice('SUBMITTED')], latest: { status: 'IN_PROGRESS', salesChannel: 'WEB' } });
    expect(await renewalDestination(await journeys(), PARENT, other.s)).toBe('/renewal-tl');
  });

  it('if not eligible, refreshes the session id of the renewal in progress before routing it', async () => {
    for (const salesChannel of ['BANKER_PORTAL', 'WEB']) {
      const { s, created, refreshed } = services({ renewable: true, notifications: [notice('IN_PROGRESS')], latest: { status: 'IN_PROGRESS', salesChannel } });
      await renewalDestination(await journeys(), PARENT, s);
      expect(refreshed).toEqual(['r']);
      expect(created).toEqual([]);
    }
  });

  it('if not eligible, refreshes no session id when no renewal is being filled in (the server takes none then)', async () => {
    for (const latest of [undefined, { status: 'SUBMITTED' }]) {
      const { s, refreshed } = services({ renewable: true, notifications: [notice('SUBMITTED')], latest });
      expect(await renewalDestination(await journeys(), PARENT, s)).toBe('/renewal-tl');
      expect(refreshed).toEqual([]);
    }
  });

  it('if eligible, refreshes no session id: the new renewal gets its first one where it is filled in', async () => {
    const { s, refreshed } = services({ renewable: true, notifications: [notice('NOT_SUBMIT')], latest: { status: 'IN_PROGRESS' } });
    await renewalDestination(await journeys(), PARENT, s);
    expect(refreshed).toEqual([]);
  });

  it('fails, for the caller to sign out (the auth callback’s error case), when the parent cannot be read or nothing renews its product', async () => {
    const missing = services({ renewable: true });
    missing.s.application = vi.fn(async () => Promise.reject(new Error('404')));
    await expect(renewalDestination(await journeys(), PARENT, missing.s)).rejects.toThrow('404');
    const { s } = services({ renewable: true, parentProduct: 'something-else' });
    await expect(renewalDestination(await journeys(), PARENT, s)).rejects.toThrow(/No product renews/);
  });
});

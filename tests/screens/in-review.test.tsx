// @vitest-environment happy-dom
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { journeyOf, loadAllJourneys, loadAllFormValidators } from '../../src/app/journeys/compiled-journeys';
import { InReview, type InReviewProps } from '../../src/screens/in-review/in-review';
import type { ScreenProps } from '../../src/screens/screen-props';
import { renderInApp, screenSettings } from '../support/screen-harness';

// The journeys arrive as the browser fetches them: every one, before the tests read them.
await loadAllJourneys();

// The browser fetches each step's form validators when a page needs them; these tests render steps at once.
beforeAll(loadAllFormValidators);

afterEach(cleanup);

const cj = journeyOf('tl')!;
const step = cj.step('InReview');

type InReviewScreenProps = ScreenProps<InReviewProps, 'reloadApplication'>;

function renderInReview(overrides: Partial<InReviewScreenProps> = {}) {
  const props: InReviewScreenProps = {
    journey: cj,
    step,
    props: step.screenProps as unknown as InReviewProps,
    ...screenSettings,
    userEmail: 'jane@example.com.au',
    services: { reloadApplication: async () => undefined },
    ...overrides,
  };
  return renderInApp(<InReview {...props} />);
}

const application = (submittedAt: string | null) => ({
  id: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  status: 'SUBMITTED',
  stage: 'ApplicationInReview',
  version: 3,
  data: {},
  submittedAt,
});
const spinnerShown = () => document.querySelector('.chakra-spinner') !== null;

describe('In Review', () => {
  it('asks to set a password while the account has only its generated one', () => {
    renderInReview({ passwordGenerated: true });
    expect(screen.getByRole('link', { name: 'Set a password' }).getAttribute('href')).toBe('/login?reset_context=set_password&username=jane%40example.com.au');
  });

  it.each([false, undefined])('does not ask when the password is not a generated one (%s)', (passwordGenerated) => {
    renderInReview({ passwordGenerated });
    expect(screen.queryByRole('link', { name: 'Set a password' })).toBeNull();
    expect(screen.queryByText(/Set a password for the customer portal/)).toBeNull();
  });

  it("offers 'Back to Home' only when a customer portal is configured", () => {
    renderInReview();
    expect(screen.queryByRole('button', { name: 'Back to Home' })).toBeNull();
    cleanup();
    renderInReview({
      support: { phone: '1300 000 000', email: 'support@example.com.au', hours: 'Monday to Friday', homeUrl: 'https://portal.example.com.au' },
    });
    expect(screen.getByRole('button', { name: 'Back to Home' })).toBeTruthy();
  });

  it("shows the processing spinner in the catalogue's words while it waits, and marks the first step done once", () => {
    renderInReview({ application: application(new Date().toISOString()) });
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(cj.catalogue.decisionProcessing);
    expect(status.textContent).toMatch(/this could take a minute or two/i);
    expect(spinnerShown()).toBe(true);
    const [first] = screen.getAllByRole('listitem');
    expect(first.textContent).toBe('ApplyDoneYour application is with us.');
  });

  it('follows the application every monitoring interval while it waits, then stops and says a credit analyst will review it', async () => {
    const reloadApplication = vi.fn(async () => undefined);
    renderInReview({
      application: application(new Date().toISOString()),
      decisionWaitSeconds: 1.5,
      monitoringIntervalSeconds: 0.05,
      services: { reloadApplication },
    });
    await waitFor(() => expect(reloadApplication.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('status').textContent).toBe(cj.catalogue.decisionProcessing);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(cj.catalogue.decisionWithCreditAnalyst), { timeout: 4000 });
    expect(screen.getByRole('status').textContent).toMatch(/credit analyst will review your application.*contact you/);
    expect(spinnerShown()).toBe(false);
    const asked = reloadApplication.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(reloadApplication.mock.calls.length).toBe(asked);
  });

  it('counts the wait from submission: an application submitted long ago is with a credit analyst at once, and nothing is fetched', async () => {
    const reloadApplication = vi.fn(async () => undefined);
    renderInReview({
      application: application(new Date(Date.now() - 3600_000).toISOString()),
      monitoringIntervalSeconds: 0.05,
      services: { reloadApplication },
    });
    expect(screen.getByRole('status').textContent).toBe(cj.catalogue.decisionWithCreditAnalyst);
    expect(spinnerShown()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reloadApplication).not.toHaveBeenCalled();
  });
});

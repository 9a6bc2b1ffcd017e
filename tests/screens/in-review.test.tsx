// @vitest-environment happy-dom
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import { compiledJourneys, loadAllFormValidators } from '../../src/app/journeys/compiled-journeys';
import { system } from '../../src/app/theme';
import { InReview, type InReviewProps } from '../../src/screens/in-review/in-review';
import type { ScreenProps, ScreenServices } from '../../src/screens/screen-props';

// The browser fetches each step's form validators when a page needs them; these tests render steps at once.
beforeAll(loadAllFormValidators);

afterEach(cleanup);

const cj = compiledJourneys.find((j) => j.journey.product === 'tl')!;
const step = cj.step('InReview');

function renderInReview(overrides: Partial<ScreenProps<InReviewProps>> = {}) {
  const props: ScreenProps<InReviewProps> = {
    journey: cj,
    step,
    props: step.screenProps as unknown as InReviewProps,
    records: [],
    support: { phone: '1300 000 000', email: 'support@example.com.au', hours: 'Monday to Friday' },
    monitoringIntervalSeconds: 5,
    maxFileMb: 25,
    userEmail: 'jane@example.com.au',
    signOut: async () => undefined,
    services: {} as ScreenServices,
    ...overrides,
  };
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <InReview {...props} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

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

  it("says when to expect the decision, in the journey's words, and marks the first step done once", () => {
    renderInReview();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe((step.screenProps as unknown as InReviewProps).awaitingDecision);
    expect(status.textContent).toMatch(/within one business day/);
    expect(status.textContent).not.toMatch(/minute or two/);
    const [first] = screen.getAllByRole('listitem');
    expect(first.textContent).toBe('ApplyDoneYour application is with us.');
  });
});

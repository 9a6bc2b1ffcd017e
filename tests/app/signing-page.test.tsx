// @vitest-environment happy-dom
/**
 * The signing page when its link is used while the page is open: the same signer signed in
 * another tab first. The server refuses the second signature (410 SIGN_ERR_LINK_INVALID); the page
 * then says the link is used, with no Sign or Decline left to press, instead of an alert above a
 * form that still offers them.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { SigningSession } from '../../src/engine/contract/checkout.contract';
import { ApiError } from '../../src/app/api/http';
import { system } from '../../src/app/theme';

const api = vi.hoisted(() => ({ getSigningSession: vi.fn(), signAgreement: vi.fn(), declineAgreement: vi.fn() }));
vi.mock('../../src/app/api/checkout', () => ({ ...api, signingAgreementUrl: (token: string) => `/api/signing/${token}/agreement` }));
const { SigningPage } = await import('../../src/app/pages/signing-page');

afterEach(cleanup);

const session: SigningSession = {
  signerName: 'Jane Citizen',
  lenderName: 'Example Lender',
  businessName: 'Example Pty Ltd',
  signingDate: '2026-11-28',
  locale: 'en-AU',
  agreementSha256: 'a'.repeat(64),
  expiresAt: '2026-11-29T00:00:00.000Z',
  terms: {
    loanAmount: 80000,
    term: 12,
    termUnit: 'MONTHS',
    paymentPeriod: 'WEEKLY',
    numberOfPayments: 52,
    paymentAmount: '1700.00',
    annualRatePercent: 19.95,
    originationFee: '2000.00',
    disbursementAmount: '78000.00',
    payoffAmount: '0.00',
    netFundedAmount: '78000.00',
    totalRepayment: '88400.00',
  },
  account: null,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/sign/token-of-this-signer-0123456789']}>
          <Routes>
            <Route path="/sign/:token" element={<SigningPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** The name typed and the consent ticked (its machine settles after the click), then Sign. */
async function fillAndSign() {
  renderPage();
  fireEvent.change(await screen.findByLabelText(/Type your full name to sign/), { target: { value: 'Jane Citizen' } });
  fireEvent.click(screen.getByText(/I have read the agreement and agree to sign it electronically/));
  await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
}

it('shows the link as used, with nothing left to sign, when another tab signed first', async () => {
  api.getSigningSession.mockResolvedValue(session);
  api.signAgreement.mockRejectedValue(new ApiError(410, { code: 'SIGN_ERR_LINK_INVALID', message: 'This signing link has expired or has already been used.' }));
  await fillAndSign();
  expect(await screen.findByRole('heading', { level: 1, name: 'This signing link has expired or has already been used' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Decline to sign' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  expect(api.signAgreement).toHaveBeenCalledTimes(1);
});

it('keeps the form, with the reason, for a refusal the signer can put right', async () => {
  api.getSigningSession.mockResolvedValue(session);
  api.signAgreement.mockRejectedValue(
    new ApiError(422, { code: 'SIGN_ERR_INPUT', message: 'Please type your full name and confirm you agree to sign electronically.' }),
  );
  await fillAndSign();
  expect(await screen.findByText('Please type your full name and confirm you agree to sign electronically.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Sign' })).toBeTruthy();
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { draftKey } from '../../src/engine/step-session/step-drafts';
import { loadFormValidators, loadJourney } from '../../src/app/journeys/compiled-journeys';
import type { Settings } from '../../src/app/settings/settings';
import { SettingsContext } from '../../src/app/settings/settings-context';
import { useShellApplication, type ShellApplication } from '../../src/app/shell/use-shell-application';
import { stepDrafts } from '../../src/app/steps/use-step-session';

const settings = {
  partner: { phone: '1300 000 000', email: 'help@lender.example.com' },
  partners: { ACME1: { name: 'Acme Brokers', phone: '1300 111 222', email: 'help@acme.example.com' } },
} as unknown as Settings;

afterEach(() => {
  cleanup();
  stepDrafts.clear();
});

describe("the shell's view of a new applicant's first step", () => {
  it('renders again when the draft changes what the shell shows, not when the form keeps an unchanged draft', async () => {
    const cj = await loadJourney('tl');
    // A draft is only kept by a step's form on screen, whose schema has come by then.
    await loadFormValidators('tl', cj.journey.steps[0].id);
    const key = draftKey(cj.journey.product, cj.journey.steps[0].id);
    const seen: ShellApplication[] = [];
    function Probe() {
      seen.push(useShellApplication(cj));
      return null;
    }
    render(
      <SettingsContext.Provider value={settings}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/tl/application/basic_info']}>
            <Probe />
          </MemoryRouter>
        </QueryClientProvider>
      </SettingsContext.Provider>,
    );
    const rendered = seen.length;
    expect(seen.at(-1)!.contacts).toEqual({ phone: '1300 000 000', email: 'help@lender.example.com' });

    // The form on screen keeps its answers as read: nothing the shell shows changed.
    act(() => stepDrafts.keep(key, {}));
    expect(seen).toHaveLength(rendered);

    act(() => stepDrafts.keep(key, { partnerCode: 'ACME1' }));
    expect(seen.length).toBeGreaterThan(rendered);
    expect(seen.at(-1)!.contacts).toMatchObject({ partnerName: 'Acme Brokers' });
    expect(seen.at(-1)!.document).toMatchObject({ _extension: { partnerCode: 'ACME1' } });

    // A new draft object with the same answers is no change either.
    const after = seen.length;
    act(() => stepDrafts.keep(key, { partnerCode: 'ACME1' }));
    expect(seen).toHaveLength(after);
  });
});

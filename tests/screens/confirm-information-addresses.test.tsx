// @vitest-environment happy-dom
/**
 * The confirm page's missing-address message (spec 01 'Confirm information', section 7 'Get
 * addresses for an application'): which address misses which parts, in the catalogue's words,
 * under the step's incompleteMessage; Confirm held while any address is incomplete, while the
 * addresses load, and after a failed read (Confirm then reads again).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { journeyOf, loadAllFormValidators, loadAllJourneys } from '../../src/app/journeys/compiled-journeys';
import { system } from '../../src/app/theme';
import type { ApplicationAddress } from '../../src/engine/contract/address.contract';
import { ConfirmInformation, type ConfirmInformationProps } from '../../src/screens/confirm-information/confirm-information';
import { missingAddressLines } from '../../src/screens/confirm-information/missing-address-lines';
import type { ScreenProps } from '../../src/screens/screen-props';
import { applicationAddresses } from '../../src/server/services/address/application-addresses';
import { coOwner, withAdditionalOwners } from '../../tools/fixtures/tl-application';
import { screenSettings } from '../support/screen-harness';

await loadAllJourneys();
beforeAll(loadAllFormValidators);
afterEach(cleanup);

const cj = journeyOf('renewal-tl')!;
const step = cj.step('ConfirmInformation');
const props = step.screenProps as unknown as ConfirmInformationProps;

type Data = ReturnType<typeof withAdditionalOwners>;

/** The renewal's data with one co-owner, changed by `change`. */
function dataWith(change: (data: Data) => void = () => undefined): Data {
  const data = structuredClone(withAdditionalOwners(1, 50));
  change(data);
  return data;
}

/** What the server answers for `data`, from its own service. */
const answerFor = (data: Data) => applicationAddresses(data as unknown as Record<string, unknown>);

function renderConfirm(data: Data, load: () => Promise<ApplicationAddress[]> = async () => answerFor(data)) {
  const moveToStage = vi.fn(async () => undefined);
  const applicationAddressesService = vi.fn(load);
  const screenProps: ScreenProps<ConfirmInformationProps, 'StepEditor' | 'moveToStage' | 'saveAnswers' | 'applicationAddresses'> = {
    journey: cj,
    step,
    props,
    application: { id: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f', status: 'IN_PROGRESS', stage: 'ConfirmInformation', version: 4, data },
    ...screenSettings,
    services: { StepEditor: () => null, moveToStage, saveAnswers: vi.fn(), applicationAddresses: applicationAddressesService },
  };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChakraProvider value={system}>
        <MemoryRouter>
          <ConfirmInformation {...screenProps} />
        </MemoryRouter>
      </ChakraProvider>
    </QueryClientProvider>,
  );
  return { moveToStage, applicationAddresses: applicationAddressesService };
}

// By its text, not its accessible name: a button in its loading state hides its label behind the spinner.
const confirmButton = () => screen.getAllByRole('button').find((button) => button.textContent?.includes('Confirm')) as HTMLButtonElement;

describe('the lines of the missing-address message', () => {
  it('say whose address misses which parts, in plain words, naming a co-owner when the application does', () => {
    const data = dataWith((d) => {
      delete (d.business as Partial<typeof d.business>).streetType;
      delete (d.business as Partial<typeof d.business>).postalCode;
      delete (d.owners[0] as Partial<(typeof d.owners)[0]>).city;
      d.coOwners.push({ ...coOwner(1), firstName: '', lastName: '', streetNumber: '' });
      delete (d.coOwners[0] as Partial<(typeof d.coOwners)[0]>).state;
    });
    expect(missingAddressLines(answerFor(data), data, cj.catalogue)).toEqual([
      { ownerId: 'business', text: 'Business address: street type, postcode' },
      { ownerId: 'owners/0', text: 'Your address: suburb' },
      { ownerId: 'coOwners/0', text: "Owner NumberA's address: state" },
      { ownerId: 'coOwners/1', text: "Additional owner 2's address: street number" },
    ]);
  });

  it('are none when every address is complete', () => {
    const data = dataWith();
    expect(missingAddressLines(answerFor(data), data, cj.catalogue)).toEqual([]);
  });
});

describe('Confirm on the confirm-information page', () => {
  it("shows the step's incompleteMessage and which address misses what, and does not move on", async () => {
    const data = dataWith((d) => delete (d.business as Partial<typeof d.business>).streetType);
    const { moveToStage } = renderConfirm(data);
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(props.incompleteMessage);
    expect(alert.textContent).toContain('Business address: street type');
    expect(moveToStage).not.toHaveBeenCalled();
  });

  it("stays held when the server finds an address incomplete that the step's own condition lets through", async () => {
    const data = dataWith();
    const { moveToStage } = renderConfirm(data, async () => answerFor(dataWith((d) => delete (d.coOwners[0] as Partial<(typeof d.coOwners)[0]>).postalCode)));
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain("Owner NumberA's address: postcode");
    expect(moveToStage).not.toHaveBeenCalled();
  });

  it('moves on when every address is complete', async () => {
    const { moveToStage, applicationAddresses: read } = renderConfirm(dataWith());
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(moveToStage).toHaveBeenCalledTimes(1));
    expect(read).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not enabled while the addresses load', async () => {
    const { applicationAddresses: read } = renderConfirm(dataWith(), () => new Promise(() => undefined));
    await waitFor(() => expect(read).toHaveBeenCalled());
    expect(confirmButton().disabled).toBe(true);
  });

  it('says a failed read, and reads again on Confirm', async () => {
    const data = dataWith();
    let calls = 0;
    const { moveToStage, applicationAddresses: read } = renderConfirm(data, async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return answerFor(data);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(cj.catalogue.addressesCheckFailed);
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    fireEvent.click(confirmButton());
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(moveToStage).not.toHaveBeenCalled();
    fireEvent.click(confirmButton());
    await waitFor(() => expect(moveToStage).toHaveBeenCalledTimes(1));
  });
});

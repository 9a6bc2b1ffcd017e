// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../src/app/theme';
import { keptShare, OwnershipTable, type OwnershipRow } from '../../src/screens/confirm-information/ownership-table';

afterEach(cleanup);

const rows: OwnershipRow[] = [
  { pointer: '/owners/0/percentOwnership', name: 'Rita Renewal', percent: '60', primary: true },
  { pointer: '/coOwners/0/percentOwnership', name: 'Sam Partner', percent: '30', primary: false },
];

function renderTable(onSave = vi.fn(async () => undefined)) {
  const onOpenOwner = vi.fn();
  render(
    <ChakraProvider value={system}>
      <OwnershipTable rows={rows} maxTotal={100} onSave={onSave} onOpenOwner={onOpenOwner} />
    </ChakraProvider>,
  );
  return { onSave, onOpenOwner };
}

describe('the ownership table', () => {
  it('keeps digits only, at most three, never above 100', () => {
    expect(keptShare('4a5', '')).toBe('45');
    expect(keptShare('1000', '100')).toBe('100');
    expect(keptShare('101', '10')).toBe('10');
    expect(keptShare('', '10')).toBe('');
  });

  it('saves a changed share when it is left, and marks a total above the most', async () => {
    const { onSave } = renderTable();
    const partner = screen.getByLabelText('Ownership of Sam Partner (%)');
    fireEvent.change(partner, { target: { value: '45' } });
    expect(screen.getByText('105% — the total cannot be more than 100%')).toBeTruthy();
    fireEvent.blur(partner);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('/coOwners/0/percentOwnership', '45'));
  });

  it("shows the server's refusal under the share, and links co-owners' details but not the primary owner's", async () => {
    const { onOpenOwner } = renderTable(vi.fn(async () => Promise.reject(new Error('Total ownership cannot exceed 100%.'))));
    const partner = screen.getByLabelText('Ownership of Sam Partner (%)');
    fireEvent.change(partner, { target: { value: '50' } });
    fireEvent.blur(partner);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Total ownership cannot exceed 100%.');
    expect((screen.getByRole('button', { name: 'You' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to Sam Partner' }));
    expect(onOpenOwner).toHaveBeenCalled();
  });
});

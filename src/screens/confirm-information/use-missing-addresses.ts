/**
 * The confirm page's address check, as the server sees the saved application: its addresses read
 * once per version (an edit saved in a card's dialog makes a new version, so a new read), and
 * what each incomplete one misses. Until a read of the shown version has succeeded the check has
 * not passed: `checked` is false while it loads and after it failed.
 */
import { useQuery } from '@tanstack/react-query';
import type { ApplicationAddress } from '../../engine/contract/address.contract';
import type { MessageCatalogue } from '../../engine/validation/messages';
import type { ScreenApplication } from '../screen-props';
import { missingAddressLines, type MissingAddressLine } from './missing-address-lines';

export interface MissingAddresses {
  /** One line per incomplete address; empty until checked. */
  lines: MissingAddressLine[];
  /** The addresses of the shown version were read. */
  checked: boolean;
  /** A read is under way (the first, or a retry). */
  checking: boolean;
  /** The last read failed. */
  failed: boolean;
  retry(): void;
}

export function useMissingAddresses(
  application: Pick<ScreenApplication, 'id' | 'version' | 'data'> | undefined,
  load: () => Promise<ApplicationAddress[]>,
  catalogue: MessageCatalogue,
): MissingAddresses {
  const addresses = useQuery({
    queryKey: ['application-addresses', application?.id, application?.version],
    queryFn: load,
    enabled: Boolean(application),
  });
  return {
    lines: addresses.data && application ? missingAddressLines(addresses.data, application.data, catalogue) : [],
    checked: addresses.isSuccess,
    checking: addresses.isFetching,
    failed: addresses.isError,
    retry: () => void addresses.refetch(),
  };
}

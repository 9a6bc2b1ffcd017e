/**
 * The signed-in user's menu (spec 01 section 2, 'Shell'; spec 02 'Other UI'): avatar initials,
 * the owner's name and the business name, Loan Documents once the agreement is signed, Download
 * My Data, Withdraw Application while the
 * lifecycle allows it, and Sign Out. A user whose password the portal generated gets 'Set a
 * Password' too, which leads to the login page with the username and a reset_context.
 */
import { Box, Button, Portal, Text, VisuallyHidden } from '@chakra-ui/react';
import { Avatar } from '../../widgets/later/avatar';
import { Menu } from '../../widgets/later/menu';
import { useLocation, useNavigate } from 'react-router-dom';
import { logoutDestination } from '../session/logout-destination';
import { downloadMyData } from './download-my-data';
import { logoutPath } from '../../engine/journey/site-paths';

export interface UserMenuProps {
  ownerName: string;
  businessName?: string;
  email: string;
  passwordGenerated: boolean;
  /** Offered when the application may be withdrawn now. */
  onWithdraw?: () => void;
  /** The loan documents page, offered once the agreement is signed. */
  loanDocumentsHref?: string;
}

const NARROW = '@media screen and (max-width: 29.99em)';
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: '0',
} as const;

export function setPasswordPath(email: string): string {
  return `/login?${new URLSearchParams({ username: email, reset_context: 'set_password' })}`;
}

export function UserMenu({ ownerName, businessName, email, passwordGenerated, onWithdraw, loanDocumentsHref }: UserMenuProps) {
  const navigate = useNavigate();
  const location = useLocation();

  function onSelect(value: string) {
    if (value === 'set-password') {
      void navigate(setPasswordPath(email));
      return;
    }
    if (value === 'loan-documents' && loanDocumentsHref) {
      void navigate(loanDocumentsHref);
      return;
    }
    if (value === 'withdraw') {
      onWithdraw?.();
      return;
    }
    if (value === 'download-data') {
      downloadMyData().catch((error: unknown) => {
        console.error(error);
        window.alert('We could not prepare your data just now. Please try again, or call us.');
      });
      return;
    }
    void navigate(logoutPath(logoutDestination(location.pathname + location.search)));
  }

  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="1" gap="2">
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden>
            <Avatar.Fallback name={ownerName} />
          </Avatar.Root>
          <VisuallyHidden>Account menu for </VisuallyHidden>
          {/* On phones the initials stand for the name, which stays for screen readers. */}
          <Text as="span" maxW="12rem" truncate css={{ [NARROW]: VISUALLY_HIDDEN }}>
            {ownerName}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Box as="span" display="block" fontWeight="semibold" color="fg">
                  {ownerName}
                </Box>
                {businessName && (
                  <Box as="span" display="block" fontWeight="normal" color="fg.muted">
                    {businessName}
                  </Box>
                )}
              </Menu.ItemGroupLabel>
              {passwordGenerated && <Menu.Item value="set-password">Set a Password</Menu.Item>}
              {loanDocumentsHref && <Menu.Item value="loan-documents">Loan Documents</Menu.Item>}
              <Menu.Item value="download-data">Download My Data</Menu.Item>
              {onWithdraw && <Menu.Item value="withdraw">Withdraw Application</Menu.Item>}
              <Menu.Item value="sign-out">Sign Out</Menu.Item>
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

import { Box, Button, Container, Flex, Link, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../session/session-store';
import { signOut } from '../session/sign-out';
import { useSettings } from '../settings/settings-context';

export const LENDER_NAME = 'Harbour Business Finance';

export function Header({ showSignIn }: { showSignIn: boolean }) {
  const settings = useSettings();
  const { user } = useSnapshot(session);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Box as="header" bg="white" borderBottomWidth="1px" py="3">
      <Container maxW="5xl">
        <Flex align="center" justify="space-between" gap="4" wrap="wrap">
          <Link asChild fontWeight="bold" fontSize="lg" color="brand.fg" textDecoration="none">
            <RouterLink to="/">{LENDER_NAME}</RouterLink>
          </Link>
          <Flex align="center" gap="4">
            <Text fontSize="sm" display={{ base: 'none', sm: 'block' }}>
              Call{' '}
              <Link href={`tel:${settings.partner.phone.replace(/\s/g, '')}`} color="brand.fg" fontWeight="semibold">
                {settings.partner.phone}
              </Link>
            </Text>
            {user ? (
              <Flex align="center" gap="2">
                <Text fontSize="sm" aria-label="Signed in as">
                  {user.firstName} {user.lastName}
                </Text>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={async () => {
                    await signOut(queryClient);
                    navigate('/login');
                  }}
                >
                  Sign Out
                </Button>
              </Flex>
            ) : (
              showSignIn && (
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to="/login">Sign In</RouterLink>
                </Link>
              )
            )}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}

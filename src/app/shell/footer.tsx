/** The footer (spec 01 section 2, 'Shell'): questions text with call and e-mail links, and the hours. */
import { Box, Container, Link, Text } from '@chakra-ui/react';
import { useSettings } from '../settings/settings-context';
import { LENDER_NAME } from './header';
import { telHref, type ShellContacts } from './partner-contacts';

export function Footer({ contacts }: { contacts: ShellContacts }) {
  const { supportHours } = useSettings();
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" py="6" mt="auto">
      <Container maxW="6xl">
        <Text>
          Questions? Call{' '}
          <Link href={telHref(contacts.phone)} color="brand.fg" fontWeight="semibold">
            {contacts.phone}
          </Link>{' '}
          or e-mail{' '}
          <Link href={`mailto:${contacts.email}`} color="brand.fg" fontWeight="semibold" wordBreak="break-all">
            {contacts.email}
          </Link>
          .
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {supportHours}
        </Text>
        <Text color="fg.muted" fontSize="sm" mt="2">
          © {new Date().getFullYear()} {LENDER_NAME}
        </Text>
      </Container>
    </Box>
  );
}

/**
 * The sidebar (spec 02 section 2, 'Other UI'): the partner's contacts and short privacy,
 * security and accessibility notes. Beside the page on wide screens, below it on phones.
 */
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSettings } from '../settings/settings-context';
import { telHref, type ShellContacts } from './partner-contacts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function Sidebar({ contacts }: { contacts: ShellContacts }) {
  const { supportHours } = useSettings();
  return (
    <Stack as="aside" aria-label="Help and information" gap="4" fontSize="sm">
      <Section title="Need help?">
        {contacts.partnerName && <Text fontWeight="semibold">{contacts.partnerName}</Text>}
        <Text>
          Phone:{' '}
          <Link href={telHref(contacts.phone)} color="brand.fg" fontWeight="semibold">
            {contacts.phone}
          </Link>
        </Text>
        <Text>
          Email:{' '}
          <Link href={`mailto:${contacts.email}`} color="brand.fg" fontWeight="semibold" wordBreak="break-all">
            {contacts.email}
          </Link>
        </Text>
        <Text color="fg.muted">{supportHours}</Text>
      </Section>
      <Section title="Your privacy">
        <Text>
          We use your information only to assess and manage your application, as our{' '}
          <Link href="/legal/privacy.html" target="_blank" rel="noopener" color="brand.fg" textDecoration="underline">
            privacy statement
          </Link>{' '}
          explains. We never sell it.
        </Text>
      </Section>
      <Section title="Security">
        <Text>Everything you send us is encrypted in transit, and you are signed out automatically after a period without activity.</Text>
      </Section>
      <Section title="Accessibility">
        <Text>This site works with a keyboard and screen readers, and on phones. If anything gets in your way, call us and we will help you apply.</Text>
      </Section>
    </Stack>
  );
}

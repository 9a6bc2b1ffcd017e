import { Box, Container, Link, Text } from '@chakra-ui/react';
import { useSettings } from '../settings/settings-context';

export function Footer() {
  const { partner, supportHours } = useSettings();
  return (
    <Box as="footer" borderTopWidth="1px" bg="white" py="6" mt="auto">
      <Container maxW="5xl">
        <Text>
          Questions? Call{' '}
          <Link href={`tel:${partner.phone.replace(/\s/g, '')}`} color="brand.fg" fontWeight="semibold">
            {partner.phone}
          </Link>{' '}
          or e-mail{' '}
          <Link href={`mailto:${partner.email}`} color="brand.fg" fontWeight="semibold">
            {partner.email}
          </Link>
          .
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {supportHours}
        </Text>
      </Container>
    </Box>
  );
}

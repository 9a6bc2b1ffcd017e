/**
 * A status or dead-end page (spec 01 section 2, 'Status pages'): the journey gives the text and
 * the one action; the phone number and hours come from the settings.
 */
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import type { ScreenProps } from './screen-props';

export type StatusAction = 'applyNow' | 'backToHome' | 'logIn' | 'logOut' | 'startNew';

export interface StatusPageProps {
  title?: string;
  message: string;
  actions: { label: string; action: StatusAction }[];
}

export function StatusPage({ journey, step, support, signOut }: ScreenProps) {
  const navigate = useNavigate();
  const props = step.screenProps as unknown as StatusPageProps;
  const product = journey.journey.product;
  const basicInfo = `/${product}/${journey.journey.steps[0].route}`;

  const run: Record<StatusAction, () => Promise<void> | void> = {
    applyNow: async () => {
      await signOut();
      navigate(basicInfo);
    },
    startNew: async () => {
      await signOut();
      navigate(basicInfo);
    },
    backToHome: () => navigate('/'),
    logIn: () => navigate('/login'),
    logOut: async () => {
      await signOut();
      navigate('/login');
    },
  };

  return (
    <Stack gap="6" textAlign="center" align="center" py="8">
      <Heading as="h1" size="2xl">
        {props.title ?? props.message}
      </Heading>
      {props.title && <Text fontSize="lg">{props.message}</Text>}
      <Box>
        <Text>
          Questions? Call us on{' '}
          <Link href={`tel:${support.phone.replace(/\s/g, '')}`} color="brand.fg" fontWeight="semibold">
            {support.phone}
          </Link>
        </Text>
        <Text color="fg.muted">{support.hours}</Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {props.actions.map(({ label, action }, i) => (
          <Button key={action} colorPalette="brand" variant={i === 0 ? 'solid' : 'outline'} onClick={() => void run[action]()}>
            {label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

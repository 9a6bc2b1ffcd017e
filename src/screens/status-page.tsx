/**
 * A status or dead-end page (spec 01 section 2, 'Status pages'): the journey gives the text and
 * the action; the phone number and hours come from the settings. Actions that start again or
 * leave go through the app's sign-out route (`/logout?next=`), so the next page sees a visitor.
 */
import { Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { ScreenProps } from './screen-props';
import { Type, type Static } from '../engine/contract/named';
import { goHome } from './go-home';
import { loanDocumentsPath, loginPath, logoutPath, stepUrl } from '../engine/journey/site-paths';

/** `loanDocuments`: the borrower's account page of loan documents (signed agreement, schedule, uploads). */
export type StatusAction = 'applyNow' | 'backToHome' | 'loanDocuments' | 'logIn' | 'logOut' | 'startNew';

export const statusPagePropsSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, description: "The page's heading; the message is the heading when there is none." })),
    message: Type.String({ minLength: 1 }),
    actions: Type.Array(
      Type.Object(
        {
          label: Type.String({ minLength: 1 }),
          action: Type.Enum(['applyNow', 'backToHome', 'loanDocuments', 'logIn', 'logOut', 'startNew'] satisfies StatusAction[]),
        },
        { additionalProperties: false },
      ),
      { minItems: 1 },
    ),
  },
  { additionalProperties: false },
);

export type StatusPageProps = Static<typeof statusPagePropsSchema>;

export function StatusPage({ journey, support, props }: ScreenProps<StatusPageProps>) {
  const navigate = useNavigate();
  const product = journey.journey.product;
  const basicInfo = stepUrl(product, journey.journey.steps[0].route);

  /** Through the sign-out route, so the next page opens for a visitor. */
  const leaveTo = (path: string) => navigate(logoutPath(path));

  const run: Record<StatusAction, () => Promise<void> | void> = {
    applyNow: () => leaveTo(basicInfo),
    startNew: () => leaveTo(basicInfo),
    backToHome: () => goHome(support.homeUrl, navigate),
    loanDocuments: () => navigate(loanDocumentsPath()),
    logIn: () => navigate(loginPath()),
    logOut: () => leaveTo(loginPath()),
  };

  return (
    <Stack gap="6" textAlign="center" align="center" py={{ base: '4', md: '8' }}>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {props.title ?? props.message}
      </Heading>
      {props.title && <Text fontSize="lg">{props.message}</Text>}
      <Box>
        <Text>
          Questions? Call us on{' '}
          <Link href={`tel:${support.phone.replace(/[^\d+]/g, '')}`} color="brand.fg" fontWeight="semibold">
            {support.phone}
          </Link>
        </Text>
        <Text color="fg.muted">{support.hours}</Text>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
        {props.actions.map(({ label, action }, i) => (
          <Button key={action} colorPalette="brand" variant={i === 0 ? 'solid' : 'outline'} onClick={() => void run[action]()}>
            {label}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * In review (spec 01 section 2): what comes next, the prompt to set a customer-portal password,
 * and a processing spinner ('this could take a minute or two') while the page waits for the
 * automatic decision, following the application so it moves on when the decision arrives. After
 * the settings' wait it says a credit analyst will review the application and the applicant will
 * be contacted (design decision 63). Both texts are the catalogue's.
 */
import { Box, Button, Heading, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Badge } from '../../widgets/later/badge';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { messageText } from '../../engine/validation/messages';
import { goHome } from '../go-home';
import type { ScreenProps } from '../screen-props';
import { Type, type Static } from '../../engine/contract/named';
import { useDecisionWait } from './use-decision-wait';

export const inReviewPropsSchema = Type.Object(
  {
    nextSteps: Type.Array(Type.Object({ title: Type.String({ minLength: 1 }), text: Type.String() }, { additionalProperties: false }), {
      minItems: 1,
      description: "What comes next, in order; the first is marked done (spec 01 section 2, 'In review').",
    }),
  },
  { additionalProperties: false },
);

export type InReviewProps = Static<typeof inReviewPropsSchema>;

export function InReview(screen: ScreenProps<InReviewProps, 'reloadApplication'>) {
  const { journey, step, application, userEmail, passwordGenerated, support, props, services } = screen;
  const navigate = useNavigate();
  const { nextSteps } = props;
  const waiting = useDecisionWait({
    applicationId: application?.id,
    submittedAt: application?.submittedAt,
    maxWaitSeconds: screen.decisionWaitSeconds,
    everyMs: screen.monitoringIntervalSeconds * 1000,
    reload: () => services.reloadApplication(),
  });

  const resetLink = `/login?reset_context=set_password${userEmail ? `&username=${encodeURIComponent(userEmail)}` : ''}`;

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {step.title}
      </Heading>
      <HStack gap="3" align="flex-start" role="status" aria-live="polite">
        {waiting && <Spinner color="brand.solid" size="md" flexShrink="0" mt="0.5" aria-hidden />}
        <Text>{messageText(journey.catalogue, waiting ? 'decisionProcessing' : 'decisionWithCreditAnalyst')}</Text>
      </HStack>
      <Box>
        <Heading as="h2" size="lg" mb="3">
          What comes next
        </Heading>
        {/* The numbers sit outside the text: the list's own inset keeps them off the card's edge. */}
        <List.Root as="ol" gap="3" ps="6">
          {nextSteps.map((item, i) => (
            <List.Item key={item.title}>
              <Text fontWeight="semibold">
                {item.title}
                {i === 0 && (
                  <Badge colorPalette="green" variant="subtle" ms="2" verticalAlign="middle">
                    Done
                  </Badge>
                )}
              </Text>
              <Text color="fg.muted">{item.text}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      {/* Only an account still on the password generated at the start needs one of its own. */}
      {passwordGenerated === true && (
        <Box borderWidth="1px" borderRadius="md" p="4" bg="brand.subtle">
          <Text>
            Set a password for the customer portal to follow your application and see your offer.{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={resetLink}>Set a password</RouterLink>
            </Link>
          </Text>
        </Box>
      )}
      {/* Without a customer portal there is no home to go back to: the product root is this page. */}
      {support.homeUrl && (
        <Button variant="outline" alignSelf="flex-start" onClick={() => goHome(support.homeUrl, navigate)}>
          Back to Home
        </Button>
      )}
    </Stack>
  );
}

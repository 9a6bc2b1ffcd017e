/**
 * In review (spec 01 section 2): what comes next, the prompt to set a customer-portal password,
 * and a processing spinner; the journey marks the step `watchStatus`, so the app follows the
 * application and moves on when the decision arrives.
 */
import { Box, Button, Heading, HStack, Link, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { goHome } from '../go-home';
import type { ScreenProps } from '../screen-props';

export interface InReviewProps {
  nextSteps: { title: string; text: string }[];
}

export const inReviewPropsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['nextSteps'],
  properties: {
    nextSteps: {
      type: 'array',
      minItems: 1,
      description: "What comes next, in order; the first is marked done (spec 01 section 2, 'In review').",
      items: { type: 'object', additionalProperties: false, required: ['title', 'text'], properties: { title: { type: 'string', minLength: 1 }, text: { type: 'string' } } },
    },
  },
} as const;

export function InReview({ step, userEmail, support, props }: ScreenProps<InReviewProps>) {
  const navigate = useNavigate();
  const { nextSteps } = props;

  const resetLink = `/login?reset_context=set_password${userEmail ? `&username=${encodeURIComponent(userEmail)}` : ''}`;

  return (
    <Stack gap='6'>
      <Heading as='h1' size='2xl'>
        {step.title}
      </Heading>
      <HStack gap='3' role='status' aria-live='polite'>
        <Spinner color='brand.solid' size='md' />
        <Text>We're processing your application, this could take a minute or two.</Text>
      </HStack>
      <Box>
        <Heading as='h2' size='lg' mb='3'>
          What comes next
        </Heading>
        <List.Root as='ol' gap='3'>
          {nextSteps.map((item, i) => (
            <List.Item key={item.title}>
              <Text fontWeight='semibold'>
                {item.title}
                {i === 0 ? ' (done)' : ''}
              </Text>
              <Text color='fg.muted'>{item.text}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box borderWidth='1px' borderRadius='md' p='4' bg='brand.subtle'>
        <Text>
          Set a password for the customer portal to follow your application and see your offer.{' '}
          <Link asChild color='brand.fg' fontWeight='semibold'>
            <RouterLink to={resetLink}>Set a password</RouterLink>
          </Link>
        </Text>
      </Box>
      <Button variant='outline' alignSelf='flex-start' onClick={() => goHome(support.homeUrl, navigate)}>
        Back to Home
      </Button>
    </Stack>
  );
}

/** The bank-data FAQ (spec 01 section 2): how sharing bank data works. Public. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';

const QUESTIONS: { q: string; a: string }[] = [
  {
    q: 'Why do you need my bank statements?',
    a: 'Your business bank statements show us how money moves through the business. Together with your application they let our credit analysts decide on your loan quickly, usually within one business day.',
  },
  {
    q: 'What happens when I connect my account?',
    a: 'You sign in to your bank through our bank-data partner. It retrieves a read-only copy of your statements and transactions for the last 180 days, for your business accounts only, and passes them to us as statements. Nobody can move money or change anything in your accounts through this connection.',
  },
  {
    q: 'Do you see or keep my banking password?',
    a: 'No. Your login details go straight to the bank-data service for this one retrieval. We never see them and they are not stored.',
  },
  {
    q: 'My bank asked for a code. Is that normal?',
    a: 'Yes. Many banks send a one-time code to your phone before they share data. Enter it on the page and the retrieval continues.',
  },
  {
    q: 'What if my bank is not supported, or the retrieval fails?',
    a: 'Choose Upload Statements Manually and upload your PDF or CSV statements for the six most recent complete months instead. Some failures only need a short wait or a task in your online banking; the page tells you what to do next.',
  },
  {
    q: 'Does uploading statements manually change anything?',
    // The amounts are the product's credit policy: the statements page states them from its journey, this page of every product cannot.
    a: 'Statements uploaded manually lower the most you can be approved for. The statements page tells you both amounts before you choose.',
  },
  {
    q: 'Can I disconnect my bank?',
    a: 'Yes. While your application is in progress, Disconnect on the statements page removes the connection and the statements it retrieved.',
  },
];

export function BankDataFaqPage() {
  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">
          Sharing your bank data
        </Heading>
        <Text color="fg.muted" mt="1">
          Answers to common questions about connecting your business bank account.
        </Text>
      </Box>
      {QUESTIONS.map(({ q, a }) => (
        <Box as="section" key={q}>
          <Heading as="h2" size="md">
            {q}
          </Heading>
          <Text mt="1">{a}</Text>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The borrower's loan documents (`/account/documents`, an account page rather than a step of a
 * product): the signed agreement, the repayment schedule of the accepted terms, and the documents
 * the borrower uploaded, each downloadable through the documents API, which checks the
 * application is theirs. The application is `?application=` or the signed-in user's latest; its
 * product's journey says how the dates are written (its locale).
 * A link's application is read alone (usually from the cache); only without one is the list asked.
 */
import { Alert, Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { SIGNED_AGREEMENT_DOCUMENT_TYPE } from '../../../engine/checkout/agreement-documents';
import { loginPath } from '../../../engine/journey/site-paths';
import { productLocale } from '../../../engine/journey/product-locale';
import { loadJourney } from '../../journeys/compiled-journeys';
import { applicationKeys, getApplication, listApplications } from '../../api/applications';
import { listDocuments } from '../../api/loan-documents';
import { getOffers } from '../../api/offers';
import { useSession } from '../../session/session-store';
import { DocumentRow } from './document-row';
import { RepaymentSchedule } from './repayment-schedule';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" aria-label={title}>
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function LoanDocumentsPage() {
  const { accessToken } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const requestedId = params.get('application');
  // The application named by the link is usually in the cache already (the page that links here
  // shows it), and its product never changes: only without one is the list asked for the latest.
  const requested = useQuery({
    queryKey: applicationKeys.one(requestedId ?? ''),
    queryFn: () => getApplication(requestedId!),
    enabled: Boolean(accessToken && requestedId),
    staleTime: Infinity,
  });
  const latest = useQuery({
    queryKey: applicationKeys.list('all'),
    queryFn: () => listApplications('all'),
    enabled: Boolean(accessToken && !requestedId),
  });
  const named = requestedId ? requested : latest;
  const applicationId = requestedId ?? latest.data?.items[0]?.id;
  const product = requestedId ? requested.data?.product : latest.data?.items[0]?.product;
  const journey = useQuery({ queryKey: ['journey', product], queryFn: () => loadJourney(product!), enabled: Boolean(product), staleTime: Infinity });
  const documents = useQuery({ queryKey: ['loan-documents', applicationId], queryFn: () => listDocuments(applicationId!), enabled: Boolean(applicationId) });
  const offers = useQuery({ queryKey: ['loan-documents', 'offers', applicationId], queryFn: () => getOffers(applicationId!), enabled: Boolean(applicationId) });

  if (!accessToken) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  const failed = named.isError || documents.isError || offers.isError || journey.isError || (named.isSuccess && !product);
  if (failed) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Your loan documents are not available just now.</Alert.Title>
          <Alert.Description>Please try again shortly, or call us.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!documents.data || !offers.data || !applicationId || !journey.data) {
    return (
      <Box textAlign="center" py="12">
        <Spinner size="lg" color="brand.solid" aria-label="Loading" />
      </Box>
    );
  }
  const items = documents.data.items;
  const agreement = items.filter((d) => d.documentType === SIGNED_AGREEMENT_DOCUMENT_TYPE).at(-1);
  const uploaded = items.filter((d) => d.source === 'applicant');
  const terms = offers.data.decision?.acceptedTerms;
  const locale = productLocale(journey.data.journey);

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Your loan documents
        </Heading>
        <Text color="fg.muted">Your signed agreement, your repayments and the documents you gave us, to keep or print.</Text>
      </Stack>
      <Section title="Loan agreement">
        {agreement ? (
          <Stack as="ul" listStyleType="none" gap="2">
            <DocumentRow applicationId={applicationId} document={agreement} locale={locale} label="Download agreement" />
          </Stack>
        ) : (
          <Text>Your signed agreement appears here once every owner has signed it.</Text>
        )}
      </Section>
      <Section title="Repayment schedule">
        {terms ? <RepaymentSchedule terms={terms} locale={locale} /> : <Text>Your repayments appear here once you accept an offer.</Text>}
      </Section>
      <Section title="Documents you uploaded">
        {uploaded.length > 0 ? (
          <Stack as="ul" listStyleType="none" gap="2">
            {uploaded.map((document) => (
              <DocumentRow key={document.id} applicationId={applicationId} document={document} locale={locale} label="Download" />
            ))}
          </Stack>
        ) : (
          <Text>You have not uploaded any documents.</Text>
        )}
      </Section>
    </Stack>
  );
}

/**
 * The additional owner's page (spec 01 section 6), at the route the journey names for the role:
 * the mailed link (its token in the fragment) signs the owner in to their own part, then they
 * confirm their details and consents, upload their identification, sign the agreement once the
 * applicant has (the signing page every signer uses) and afterwards download it. Without a live
 * sign-in the page offers to mail a new link, or, where the lender has one, to sign in with the
 * identity provider, whose return hands the owner's token over in the fragment.
 */
import { Alert, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ownerItemFields } from '../../../engine/checkout/owner-item-fields';
import type { CompiledJourney } from '../../../engine/journey/compiled-journey';
import { ApiError } from '../../api/http';
import { loadFormValidators } from '../../journeys/compiled-journeys';
import { useCodeLoaded } from '../../lazy/use-code-loaded';
import {
  forgetOwnerSession,
  getOwnerPart,
  keepOwnerSession,
  ownerSigningLink,
  saveOwnerSignedAgreement,
  signInWithOwnerLink,
  storedOwnerSession,
} from '../../api/owner';
import { AskForOwnerLink } from './ask-for-owner-link';
import { OwnerDetailsForm } from './owner-details-form';
import { OwnerDocuments } from './owner-documents';
import { OwnerProgressList } from '../../../screens/waiting-for-owners/owner-progress-list';

/**
 * Signs in with the fragment's link, once, or takes the token the identity provider's return
 * handed over there, or this tab's sign-in; the fragment is cleared so a reload or Back does not
 * reuse it.
 */
async function ownerToken(product: string): Promise<string | null> {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const link = fragment.get('link');
  const handedOver = fragment.get('owner_token');
  if (link || handedOver) {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    forgetOwnerSession();
  }
  if (link) return (await signInWithOwnerLink(link)).accessToken;
  const expiresAt = Number(fragment.get('expires_at'));
  if (handedOver && Number.isFinite(expiresAt)) return keepOwnerSession({ accessToken: handedOver, expiresAt, product }).accessToken;
  return storedOwnerSession()?.accessToken ?? null;
}

export function OwnerPage({ cj }: { cj: CompiledJourney }) {
  const role = cj.journey.checkout?.additionalOwners;
  const queryClient = useQueryClient();
  const signIn = useQuery({
    queryKey: ['owner-sign-in'],
    queryFn: () => ownerToken(cj.journey.product),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const token = signIn.data ?? null;
  const part = useQuery({ queryKey: ['owner-part', token], queryFn: () => getOwnerPart(token!), enabled: Boolean(token), retry: false });
  // The fields are labelled from the step that asks for the co-owners, whose form comes with the product's form validators.
  const forms = useCodeLoaded(['form-validators', cj.journey.product], () => loadFormValidators(cj.journey.product));
  const [signing, setSigning] = useState(false);
  const [failure, setFailure] = useState<string>();

  if (!role) return null;
  if (forms.error) throw forms.error;
  if (signIn.isLoading || part.isLoading || forms.isLoading) return <Spinner aria-label="Loading your part of the application" />;
  const expired = signIn.error instanceof ApiError || (part.error instanceof ApiError && part.error.status === 401);
  if (!token || !part.data || expired) return <AskForOwnerLink product={cj.journey.product} expired={Boolean(signIn.error ?? part.error)} />;
  const p = part.data;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['owner-part', token] });

  async function sign() {
    setSigning(true);
    setFailure(undefined);
    try {
      window.location.assign((await ownerSigningLink(token!)).embeddedUrl);
    } catch (error) {
      setFailure(error instanceof ApiError ? (error.error?.message ?? 'Please try again.') : 'Please try again.');
      setSigning(false);
    }
  }

  return (
    <Stack gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          Your part of the loan application for {p.businessName}
        </Heading>
        <Text color="fg.muted">
          {p.applicantName} has applied to {p.lenderName} and named you, {p.ownerName}, as an owner of {p.percentOwnership}% of the business. You see and change
          only your own part.
        </Text>
        <OwnerProgressList progress={p.progress} label="Your progress" />
      </Stack>
      <OwnerDetailsForm
        key={p.progress.detailsConfirmedAt ?? 'new'}
        token={token}
        part={p}
        fields={ownerItemFields(cj.journey, role)}
        onSaved={(saved) => queryClient.setQueryData(['owner-part', token], saved)}
      />
      <OwnerDocuments
        token={token}
        documents={p.documents}
        // Identification is still given after the agreement is drawn up by an owner who had not given it.
        open={p.editable || (p.documents.length === 0 && p.progress.signedAt === null)}
        onUploaded={refresh}
      />
      <Stack gap="3" as="section" aria-labelledby="owner-signing-heading">
        <Heading as="h2" size="lg" id="owner-signing-heading">
          3. The loan agreement
        </Heading>
        {p.signing === 'not-ready' && (
          <Text color="fg.muted">Once the loan is approved and {p.applicantName} has signed, you read and sign the agreement here. We will e-mail you.</Text>
        )}
        {p.signing === 'ready' && (
          <>
            <Text>{p.applicantName} has signed. Please read and sign the agreement today: every owner signs on the same day.</Text>
            <Button colorPalette="brand" size="lg" alignSelf="flex-start" loading={signing} onClick={() => void sign()}>
              Read and sign the agreement
            </Button>
          </>
        )}
        {p.signing === 'signed' && !p.signedAgreement && (
          <Text>You have signed. We will e-mail everyone the signed agreement once every owner has signed.</Text>
        )}
        {p.signedAgreement && (
          <>
            <Text>Every owner has signed. Keep a copy of the signed agreement for your records.</Text>
            <Button
              variant="outline"
              colorPalette="brand"
              alignSelf="flex-start"
              onClick={() => void saveOwnerSignedAgreement(token, `Signed loan agreement - ${p.businessName}.pdf`)}
            >
              Download the signed agreement
            </Button>
          </>
        )}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The built-in e-signature provider's signing page (`/sign/:token`), reached by the applicant
 * from funding details or by another owner from the link mailed to them; it needs no session.
 * It shows the agreement's schedule of terms and links the full PDF (the page's security policy
 * allows no frames), and takes the signer's typed name and consent, and signs; Decline voids the
 * agreement and Cancel returns without signing. The applicant then returns to the product's
 * callback route with the event (as a hosted provider would); another owner is thanked here.
 * A link already open in another browser shows the way to a new one (LinkOpenElsewhere); a link
 * that stops working while its page is open (signed in another tab) shows LinkUsed, not its form.
 */
import { Alert, Button, Field, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../widgets/later/checkbox';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { readErrorBody } from '../../engine/contract/read-error-body';
import { declineAgreement, getSigningSession, signAgreement, signingAgreementUrl } from '../api/checkout';
import { ApiError } from '../api/http';
import { AgreementTerms } from './signing/agreement-terms';
import { LinkOpenElsewhere } from './signing/link-open-elsewhere';
import { LinkUsed } from './signing/link-used';
import { formatCalendarDate } from '../../engine/dates/format-calendar-date';

const refusedWith = (code: string) => (error: unknown) => error instanceof ApiError && error.error?.code === code;
const openElsewhere = refusedWith('SIGN_ERR_OTHER_DEVICE');
const linkUsed = refusedWith('SIGN_ERR_LINK_INVALID');

export function SigningPage() {
  const { token = '' } = useParams();
  const session = useQuery({ queryKey: ['signing-session', token], queryFn: () => getSigningSession(token), retry: false, staleTime: Infinity });
  const [typedName, setTypedName] = useState('');
  const [consent, setConsent] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<'signed' | 'signedLast' | 'declined'>();
  const [elsewhere, setElsewhere] = useState(false);
  const [used, setUsed] = useState(false);

  if (session.isLoading) return <Spinner aria-label="Loading the agreement" />;
  if (elsewhere || openElsewhere(session.error)) return <LinkOpenElsewhere token={token} />;
  if (used || session.error || !session.data) return <LinkUsed />;
  const s = session.data;
  if (done) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {done === 'declined' ? 'You declined to sign' : 'Thank you, you have signed the agreement'}
        </Heading>
        <Text>
          {done === 'signed' && `${s.lenderName} will e-mail you the signed agreement, as a PDF, once every owner has signed.`}
          {done === 'signedLast' && `Every owner has now signed. ${s.lenderName} will e-mail you the signed agreement, as a PDF.`}
          {done === 'declined' && 'The agreement will not go ahead. The applicant can confirm the offer again.'}
        </Text>
      </Stack>
    );
  }
  const nameOk = typedName.trim().replace(/\s+/g, ' ').toLowerCase() === s.signerName.toLowerCase();

  async function act(kind: 'sign' | 'decline') {
    setFailure(undefined);
    if (kind === 'sign') {
      setTried(true);
      if (!nameOk || !consent) return;
    }
    setBusy(true);
    try {
      const outcome = kind === 'sign' ? await signAgreement(token, { typedName, consent }) : await declineAgreement(token);
      if (outcome.returnUrl) window.location.assign(outcome.returnUrl);
      else setDone(kind === 'decline' ? 'declined' : outcome.everyoneSigned ? 'signedLast' : 'signed');
    } catch (error) {
      if (openElsewhere(error)) return setElsewhere(true);
      // Signed (or declined) in another tab since this page loaded: the server signed nothing twice.
      if (linkUsed(error)) return setUsed(true);
      setFailure(readErrorBody(error instanceof ApiError ? error.body : undefined)?.message ?? 'We could not record that. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Sign your loan agreement
        </Heading>
        <Text color="fg.muted">
          {s.lenderName} and {s.businessName}. To be signed by every owner on {formatCalendarDate(s.signingDate, s.locale)}.
        </Text>
      </Stack>
      <AgreementTerms session={s} />
      <Link href={signingAgreementUrl(token)} target="_blank" rel="noopener" colorPalette="brand" fontWeight="medium">
        Read the full agreement (PDF)
      </Link>
      <Field.Root invalid={tried && !nameOk} required>
        <Field.Label>
          Type your full name to sign: {s.signerName}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input value={typedName} autoComplete="name" onChange={(e) => setTypedName(e.target.value)} disabled={busy} />
        {tried && !nameOk && <Field.ErrorText color="red.700">Please type your full name as it appears on the agreement.</Field.ErrorText>}
      </Field.Root>
      <Field.Root invalid={tried && !consent}>
        <Checkbox.Root checked={consent} onCheckedChange={(d) => setConsent(d.checked === true)} disabled={busy} alignItems="flex-start">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            I have read the agreement and agree to sign it electronically. My electronic signature has the same effect as my handwritten one.
          </Checkbox.Label>
        </Checkbox.Root>
        {tried && !consent && <Field.ErrorText color="red.700">Please confirm you agree to sign electronically.</Field.ErrorText>}
      </Field.Root>
      <Text textStyle="xs" color="fg.muted">
        Agreement SHA-256: {s.agreementSha256}. We record the time, your IP address and this fingerprint with your signature.
      </Text>
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="3">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button variant="outline" disabled={busy} onClick={() => (window.history.length > 1 ? window.history.back() : window.location.assign('/'))}>
            Cancel
          </Button>
          <Button variant="outline" colorPalette="red" disabled={busy} onClick={() => void act('decline')}>
            Decline to sign
          </Button>
        </Stack>
        <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void act('sign')}>
          Sign
        </Button>
      </Stack>
    </Stack>
  );
}

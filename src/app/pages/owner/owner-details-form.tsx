/**
 * The owner's own details as the applicant entered them, for the owner to correct and confirm,
 * with the consents. The server checks them with the journey's co-owner schema; its field errors
 * are shown at their fields.
 */
import { Alert, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../../widgets/later/checkbox';
import { useState, type FormEvent } from 'react';
import type { OwnerItemField } from '../../../engine/checkout/owner-item-fields';
import type { OwnerPart } from '../../../engine/contract/owners.contract';
import { readErrorBody } from '../../../engine/contract/read-error-body';
import { confirmOwnerDetails } from '../../api/owner';
import { ApiError } from '../../api/http';

interface Props {
  token: string;
  part: OwnerPart;
  fields: OwnerItemField[];
  onSaved: (part: OwnerPart) => void;
}

export function OwnerDetailsForm({ token, part, fields, onSaved }: Props) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, String(part.details[f.name] ?? '')])));
  const [consents, setConsents] = useState<Set<string>>(() => new Set(part.consents.filter((c) => c.accepted).map((c) => c.id)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const locked = !part.editable;
  // The agreement was drawn up before this owner confirmed: the details stand as they are, and the
  // owner confirms them and gives the consents (or calls the lender to correct them).
  const confirmAsIs = locked && !part.progress.detailsConfirmedAt && part.progress.signedAt === null;

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    try {
      const saved = await confirmOwnerDetails(token, { details: values, consents: [...consents] });
      setErrors({});
      onSaved(saved);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as { errors?: { path: string; message: string }[] }) : undefined;
      const fieldErrors = Object.fromEntries((body?.errors ?? []).map((e) => [e.path.split('/').at(-1) ?? '', e.message]));
      setErrors(fieldErrors);
      if (!body?.errors?.length)
        setFailure(readErrorBody(error instanceof ApiError ? error.body : undefined)?.message ?? 'We could not save that. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void confirm(e)} noValidate aria-labelledby="owner-details-heading">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="owner-details-heading">
          1. Your details
        </Heading>
        <Text color="fg.muted">{part.applicantName} entered these for you. Please check them, correct anything that is wrong and confirm.</Text>
        <Stack gap="3" direction={{ base: 'column', md: 'row' }} flexWrap="wrap">
          {fields.map((field) => (
            <Field.Root key={field.name} invalid={Boolean(errors[field.name])} required={field.required} flex={{ md: '1 1 45%' }} disabled={locked}>
              <Field.Label>
                {field.title}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                name={field.name}
                type={field.name === 'dateOfBirth' ? 'date' : 'text'}
                value={values[field.name] ?? ''}
                onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
              />
              {errors[field.name] && <Field.ErrorText color="red.700">{errors[field.name]}</Field.ErrorText>}
            </Field.Root>
          ))}
        </Stack>
        {part.consents.map((consent) => (
          <Field.Root key={consent.id} invalid={Boolean(errors[consent.id])} disabled={locked && !confirmAsIs}>
            <Checkbox.Root
              checked={consents.has(consent.id)}
              alignItems="flex-start"
              onCheckedChange={(d) => {
                const next = new Set(consents);
                if (d.checked === true) next.add(consent.id);
                else next.delete(consent.id);
                setConsents(next);
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{consent.text}</Checkbox.Label>
            </Checkbox.Root>
            {errors[consent.id] && <Field.ErrorText color="red.700">{errors[consent.id]}</Field.ErrorText>}
          </Field.Root>
        ))}
        {failure && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        {confirmAsIs && (
          <Text color="fg.muted">
            The agreement has been drawn up with these details. Please confirm them as they are; to correct them now, please call us.
          </Text>
        )}
        {locked && !confirmAsIs ? (
          <Text color="fg.muted">The agreement has been drawn up with these details. To correct them now, please call us.</Text>
        ) : (
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
            {part.progress.detailsConfirmedAt ? 'Confirm my details again' : 'Confirm my details'}
          </Button>
        )}
      </Stack>
    </form>
  );
}

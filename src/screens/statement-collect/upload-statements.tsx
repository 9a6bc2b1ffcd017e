/**
 * 'Upload Statements Manually': the consent that manual statements cap the line of credit, then
 * statements uploaded with the months each one covers. Six complete months must be covered; until
 * then the partial-upload notice (spec 01 section 8) says which months are still needed.
 */
import { Alert, Box, Checkbox, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { DocumentUpload, type UploadedFile } from '../../widgets/document-upload';
import { requiredMonths } from '../../engine/statements/statement-months';
import { monthLabel, rangeLabel, selectableMonths } from './months';
import { refusalBody, type DocumentList, type StatementServices, type StatementsState } from './statement-services';

export interface UploadStatementsProps {
  api: StatementServices;
  documents: DocumentList;
  consentGiven: boolean;
  onConsent: (state: StatementsState) => void;
  /** A statement was stored or deleted. */
  onChanged: () => void;
  text: (key: string, params?: (string | number)[]) => string;
  consentText: string;
  maxFileMb: number;
}

export function UploadStatements({ api, documents, consentGiven, onConsent, onChanged, text, consentText, maxFileMb }: UploadStatementsProps) {
  const months = selectableMonths();
  const required = documents.statements?.requiredMonths ?? requiredMonths(new Date());
  const [from, setFrom] = useState(required[0]);
  const [to, setTo] = useState(required[required.length - 1]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const periodProblem = from > to ? text('statementPeriodInvalid') : null;

  async function consent(checked: boolean) {
    if (!checked || consentGiven) return;
    setBusy(true);
    setProblem(null);
    try {
      onConsent(await api.acceptManualUpload());
    } catch {
      setProblem(text('uploadError'));
    } finally {
      setBusy(false);
    }
  }

  const describeError = useCallback(
    (error: unknown, action: 'upload' | 'delete') => {
      const refusal = refusalBody(error);
      if (refusal.messageKey) return text(refusal.messageKey, refusal.params ?? []);
      return text(action === 'upload' ? 'uploadError' : 'deleteError');
    },
    [text],
  );

  const upload = useCallback(
    async (file: File, options: { onProgress: (percent: number) => void; signal: AbortSignal }): Promise<UploadedFile> => {
      const answer = await api.uploadDocument(file, { documentType: 'BANK_STATEMENT', statementFrom: from, statementTo: to }, options);
      // Offer the months still needed for the next file.
      const stillNeeded = (answer.statements?.requiredMonths ?? required).filter((m) => !answer.statements?.coveredMonths.includes(m));
      if (stillNeeded.length > 0) {
        setFrom(stillNeeded[0]);
        setTo(stillNeeded[stillNeeded.length - 1]);
      }
      return { id: answer.document.id, name: answer.document.fileName, size: answer.document.size, detail: rangeLabel(from, to) };
    },
    [api, from, to, required],
  );

  const remove = useCallback(
    async (documentId: string) => {
      await api.deleteDocument(documentId);
    },
    [api],
  );

  const statements: UploadedFile[] = documents.items
    .filter((d) => d.source === 'applicant' && d.documentType === 'BANK_STATEMENT')
    .map((d) => ({
      id: d.id,
      name: d.fileName,
      size: d.size,
      detail: d.statementPeriod ? rangeLabel(d.statementPeriod.from, d.statementPeriod.to) : undefined,
      href: api.documentHref(d.id),
    }));

  const summary = documents.statements?.method === 'uploaded' ? documents.statements : null;
  const covered = new Set(summary?.coveredMonths ?? []);
  const missing = required.filter((m) => !covered.has(m));

  return (
    <Stack gap="5">
      <Text>
        Upload your business bank statements for the six most recent complete months: {rangeLabel(required[0], required[required.length - 1])}. Tell us which
        months each file covers.
      </Text>
      <Checkbox.Root
        checked={consentGiven}
        disabled={consentGiven || busy}
        onCheckedChange={(details) => void consent(details.checked === true)}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{consentText}</Checkbox.Label>
      </Checkbox.Root>
      {problem && (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      )}

      {consentGiven && (
        <>
          <Box>
            <Text fontWeight="semibold" mb="2">
              Which months does the next statement cover?
            </Text>
            <HStack gap="4" align="flex-start" wrap="wrap">
              <MonthSelect label="First month" months={months} value={from} onChange={setFrom} invalid={Boolean(periodProblem)} />
              <MonthSelect label="Last month" months={months} value={to} onChange={setTo} invalid={Boolean(periodProblem)} error={periodProblem} />
            </HStack>
          </Box>
          <DocumentUpload
            label="Upload your bank statements"
            maxFileMb={maxFileMb}
            documents={statements}
            upload={upload}
            remove={remove}
            describeError={describeError}
            text={(key, params) => text(key, params)}
            disabled={Boolean(periodProblem)}
            onChanged={onChanged}
          />
          {statements.length > 0 && missing.length > 0 && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{text('partialUpload', [missing.map(monthLabel).join(', ')])}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </>
      )}
    </Stack>
  );
}

interface MonthSelectProps {
  label: string;
  months: readonly string[];
  value: string;
  onChange: (month: string) => void;
  invalid: boolean;
  error?: string | null;
}

function MonthSelect({ label, months, value, onChange, invalid, error }: MonthSelectProps) {
  return (
    <Field.Root maxW="44" invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

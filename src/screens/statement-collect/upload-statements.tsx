/**
 * 'Upload Statements Manually': the consent that manual statements cap the line of credit, then
 * statements uploaded with the months each one covers. Six complete months must be covered; until
 * then the partial-upload notice (spec 01 section 8) says which months are still needed. The
 * page's state is a model of its own (statement-uploads.ts); this renders it.
 */
import { Alert, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '../../widgets/later/checkbox';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { StatementPeriod } from './statement-period';
import { rangeLabel } from './months';
import type { DocumentList, StatementServices, StatementsState } from './statement-services';
import { StatementDropzone } from './statement-dropzone';
import { StatementFileRow } from './statement-file-row';
import { statementUploadPortOf } from './statement-upload-port';
import { StatementUploads } from './statement-uploads';

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

/** One model for the tab's life; its callbacks reach the latest props, and it is shown the page's latest documents. */
function useStatementUploads({ api, documents, consentGiven, onConsent, onChanged, text, maxFileMb }: UploadStatementsProps): StatementUploads {
  const latest = useRef({ onConsent, onChanged, text });
  latest.current = { onConsent, onChanged, text };
  const [model] = useState(() => {
    const deps = {
      port: statementUploadPortOf(api),
      maxFileMb,
      text: (key: string, params?: (string | number)[]) => latest.current.text(key, params),
      onConsent: (state: StatementsState) => latest.current.onConsent(state),
      onChanged: () => latest.current.onChanged(),
    };
    return new StatementUploads(deps, documents, consentGiven);
  });
  useEffect(() => model.start(), [model]);
  useEffect(() => model.showDocuments(documents, consentGiven), [model, documents, consentGiven]);
  return model;
}

export function UploadStatements(props: UploadStatementsProps) {
  const { consentText, maxFileMb } = props;
  const model = useStatementUploads(props);
  const { consentGiven, busy, problem, months, from, to, periodProblem, required, files, partialNotice } = useSyncExternalStore(
    model.subscribe,
    model.getSnapshot,
    model.getSnapshot,
  );

  return (
    <Stack gap="5">
      <Text>
        Upload your business bank statements for the six most recent complete months: {rangeLabel(required[0], required[required.length - 1])}. Tell us which
        months each file covers.
      </Text>
      <Checkbox.Root
        checked={consentGiven}
        disabled={consentGiven || busy}
        onCheckedChange={(details) => void model.consent(details.checked === true)}
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
          <StatementPeriod months={months} from={from} to={to} problem={periodProblem} onChange={(period) => model.choosePeriod(period)} />
          <Stack gap="3">
            <StatementDropzone
              label="Upload your bank statements"
              maxFileMb={maxFileMb}
              disabled={Boolean(periodProblem)}
              onFiles={(chosen) => model.add(chosen)}
            />
            {files.length > 0 && (
              <Stack as="ul" gap="2" aria-live="polite" listStyleType="none" m="0" p="0">
                {files.map((file) => (
                  <StatementFileRow
                    key={file.key}
                    file={file}
                    disabled={Boolean(periodProblem)}
                    onCancel={() => model.cancel(file.key)}
                    onRemove={() => void model.remove(file.key)}
                    onDismiss={() => model.dismiss(file.key)}
                  />
                ))}
              </Stack>
            )}
          </Stack>
          {partialNotice && (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>{partialNotice}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
        </>
      )}
    </Stack>
  );
}

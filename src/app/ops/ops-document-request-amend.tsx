/**
 * After a conditional decision, while the application waits on its documents: attach a template
 * to a document already asked for, or ask for one more (with a template if there is one). The
 * template is stored first, then the request names it by the id the server gave it; the
 * applicant sees the change on the offer's upload view.
 */
import { Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { DocumentRequestView } from '../../engine/contract/document-requests.contract';
import { FailureAlert } from '../errors/failure-alert';
import { documentType } from './document-type';
import { amendDocumentRequest, attachTemplate } from './ops-api';
import { useOpsAction } from './use-ops-action';

const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,.txt,.csv';

interface Amendment {
  type: string;
  title: string;
  file: File | null;
}

function useAmendment(applicationId: string, onDone?: () => void) {
  return useOpsAction(
    async ({ type, title, file }: Amendment) => {
      const templateId = file ? (await attachTemplate(applicationId, file)).id : undefined;
      return amendDocumentRequest(applicationId, type, { title, ...(templateId ? { templateId } : {}) });
    },
    'The request could not be saved. Please check the file and try again.',
    onDone,
  );
}

/** A template for one requested document; a new one replaces the one it had. */
export function OpsRequestTemplate({ applicationId, request }: { applicationId: string; request: DocumentRequestView }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const { problem, setProblem, mutation } = useAmendment(applicationId, () => setFile(null));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!file) return setProblem('Please choose the template file.');
    mutation.mutate({ type: request.type, title: request.title, file });
  }

  return (
    <Stack gap="1">
      <HStack asChild gap="2" alignItems="flex-end" flexWrap="wrap" fontSize="sm">
        <form onSubmit={submit} aria-label={`Template for ${request.title}`} noValidate>
          <Field.Root flex="1" minW="60">
            <Field.Label htmlFor={inputId}>
              {request.template ? 'Replace the template' : 'Attach a template'} for “{request.title}”
            </Field.Label>
            <input id={inputId} type="file" accept={ACCEPTED_FILES} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Field.Root>
          <Button type="submit" size="xs" variant="outline" loading={mutation.isPending}>
            Attach template
          </Button>
        </form>
      </HStack>
      <FailureAlert message={problem} />
    </Stack>
  );
}

/** One more document to ask for; its type comes from its title, as in the decision form. */
export function OpsAskForDocument({ applicationId }: { applicationId: string }) {
  const fileId = useId();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { problem, setProblem, mutation } = useAmendment(applicationId, () => {
    setTitle('');
    setFile(null);
    setFormKey((key) => key + 1);
  });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setProblem(null);
    const trimmed = title.trim();
    if (!trimmed) return setProblem('Please say which document the applicant must upload.');
    mutation.mutate({ type: documentType(trimmed), title: trimmed, file });
  }

  return (
    <Stack asChild gap="2" borderWidth="1px" borderRadius="md" p="3">
      <form key={formKey} onSubmit={submit} aria-label="Ask for another document" noValidate>
        <FailureAlert message={problem} />
        <Field.Root required>
          <Field.Label>Another document to ask for</Field.Label>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />
        </Field.Root>
        <Field.Root>
          <Field.Label htmlFor={fileId}>Its template (optional: a form the applicant fills in)</Field.Label>
          <input id={fileId} type="file" accept={ACCEPTED_FILES} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="flex-start" colorPalette="brand" loading={mutation.isPending}>
          Ask for document
        </Button>
      </form>
    </Stack>
  );
}

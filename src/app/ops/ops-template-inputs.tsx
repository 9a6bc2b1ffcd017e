/**
 * When staff ask for documents, a template may go with each: a form the applicant downloads,
 * fills in and uploads back. One optional file per document asked for, keyed by its title.
 */
import { Field, Stack } from '@chakra-ui/react';
import { useId } from 'react';

export type TemplateFiles = Readonly<Record<string, File>>;

export function OpsTemplateInputs({ titles, files, onChange }: { titles: string[]; files: TemplateFiles; onChange: (files: TemplateFiles) => void }) {
  const idPrefix = useId();
  if (titles.length === 0) return null;
  return (
    <Stack gap="2">
      {titles.map((title, index) => (
        <Field.Root key={title}>
          <Field.Label htmlFor={`${idPrefix}-${index}`}>Template for “{title}” (optional: a form the applicant fills in)</Field.Label>
          <input
            id={`${idPrefix}-${index}`}
            type="file"
            accept=".pdf,.png,.jpg,.jpeg,.txt,.csv"
            onChange={(event) => {
              const file = event.target.files?.[0];
              const rest = Object.fromEntries(Object.entries(files).filter(([name]) => name !== title));
              onChange(file ? { ...rest, [title]: file } : rest);
            }}
          />
          {files[title] && <Field.HelperText>{files[title].name}</Field.HelperText>}
        </Field.Root>
      ))}
    </Stack>
  );
}

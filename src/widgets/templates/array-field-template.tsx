import { Box, Fieldset, Stack } from '@chakra-ui/react';
import { buttonId, getUiOptions } from '@rjsf/utils';
import type { ArrayFieldTemplateProps } from '@rjsf/utils';

/** A list of items (the owners) with an add button under it while more are allowed. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { title, items, canAdd, onAddClick, disabled, readonly, uiSchema, registry, fieldPathId } = props;
  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const heading = uiOptions.label === false ? undefined : uiOptions.title || title;

  const content = (
    <Stack gap='6'>
      {items}
      {canAdd && (
        <Box>
          <AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={onAddClick}
            disabled={disabled || readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </Box>
      )}
    </Stack>
  );
  if (!heading) return <Box id={fieldPathId.$id}>{content}</Box>;
  return (
    <Fieldset.Root id={fieldPathId.$id}>
      <Fieldset.Legend textStyle='lg' fontWeight='semibold' color='fg'>
        {heading}
      </Fieldset.Legend>
      <Fieldset.Content>{content}</Fieldset.Content>
    </Fieldset.Root>
  );
}

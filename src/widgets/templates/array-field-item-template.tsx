import { Box, Heading, HStack, Stack } from '@chakra-ui/react';
import { buttonId, getUiOptions } from '@rjsf/utils';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

/** One item of a list, with its remove (and, when enabled, move and copy) buttons under it. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, uiSchema } = props;
  const { RemoveButton, MoveUpButton, MoveDownButton, CopyButton } = registry.templates.ButtonTemplates;
  const { fieldPathId, disabled, readonly, hasMoveUp, hasMoveDown, hasCopy, hasRemove } = buttonsProps;
  const inactive = disabled || readonly;
  const position = index + 1;
  const common = { uiSchema, registry };
  // `ui:options.itemTitle` ('Additional owner {n}') heads each item; its id is a jump target.
  const itemTitle = getUiOptions(uiSchema).itemTitle;

  return (
    <Stack gap='3' borderWidth='1px' borderColor='border' borderRadius='md' p='4'>
      {typeof itemTitle === 'string' && (
        <Heading as='h3' size='md' id={`${fieldPathId.$id}__title`} tabIndex={-1}>
          {itemTitle.replace('{n}', String(position))}
        </Heading>
      )}
      <Box>{children}</Box>
      {hasToolbar && (
        <HStack justify='flex-end' gap='2'>
          {(hasMoveUp || hasMoveDown) && (
            <MoveUpButton
              {...common}
              id={buttonId(fieldPathId, 'moveUp')}
              aria-label={`Move item ${position} up`}
              disabled={inactive || !hasMoveUp}
              onClick={buttonsProps.onMoveUpItem}
            />
          )}
          {(hasMoveUp || hasMoveDown) && (
            <MoveDownButton
              {...common}
              id={buttonId(fieldPathId, 'moveDown')}
              aria-label={`Move item ${position} down`}
              disabled={inactive || !hasMoveDown}
              onClick={buttonsProps.onMoveDownItem}
            />
          )}
          {hasCopy && (
            <CopyButton
              {...common}
              id={buttonId(fieldPathId, 'copy')}
              aria-label={`Copy item ${position}`}
              disabled={inactive}
              onClick={buttonsProps.onCopyItem}
            />
          )}
          {hasRemove && (
            <RemoveButton
              {...common}
              id={buttonId(fieldPathId, 'remove')}
              aria-label={`Remove item ${position}`}
              disabled={inactive}
              onClick={buttonsProps.onRemoveItem}
            />
          )}
        </HStack>
      )}
    </Stack>
  );
}

import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import type { MouseEvent } from 'react';
import { Heading, HStack } from '@chakra-ui/react';
import { buttonId, getUiOptions } from '@rjsf/utils';
import { layoutClass } from './layout-classes';
import type { ArrayFieldItemTemplateProps, FieldPathId, Registry, UiSchema } from '@rjsf/utils';

type ItemAction = (event: MouseEvent) => void;
interface ItemActions {
  moveUp: ItemAction;
  moveDown: ItemAction;
  copy: ItemAction;
  remove: ItemAction;
}

/** One item of a list, with its remove (and, when enabled, move and copy) buttons under it. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, index, registry, uiSchema } = props;
  // RJSF hands every item new callbacks on each keystroke anywhere in the list; the toolbar calls
  // the latest ones through stable functions, so it re-renders only when what it shows changes.
  const latest = useRef(buttonsProps);
  useLayoutEffect(() => {
    latest.current = buttonsProps;
  });
  const actions = useMemo<ItemActions>(
    () => ({
      moveUp: (event) => latest.current.onMoveUpItem(event),
      moveDown: (event) => latest.current.onMoveDownItem(event),
      copy: (event) => latest.current.onCopyItem(event),
      remove: (event) => latest.current.onRemoveItem(event),
    }),
    [],
  );
  const { fieldPathId, disabled, readonly, hasMoveUp, hasMoveDown, hasCopy, hasRemove } = buttonsProps;
  const position = index + 1;
  // `ui:options.itemTitle` ('Additional owner {n}') heads each item; its id is a jump target.
  const itemTitle = getUiOptions(uiSchema).itemTitle;

  return (
    <div className={layoutClass.item}>
      {typeof itemTitle === 'string' && <ItemHeading id={`${fieldPathId.$id}__title`} text={itemTitle.replace('{n}', String(position))} />}
      <div>{children}</div>
      {hasToolbar && (
        <ItemToolbar
          fieldPathId={fieldPathId}
          position={position}
          inactive={Boolean(disabled || readonly)}
          hasMoveUp={hasMoveUp}
          hasMoveDown={hasMoveDown}
          hasCopy={hasCopy}
          hasRemove={hasRemove}
          actions={actions}
          registry={registry}
          uiSchema={uiSchema}
        />
      )}
    </div>
  );
}

const ItemHeading = memo(function ItemHeading({ id, text }: { id: string; text: string }) {
  return (
    <Heading as="h3" size="md" id={id} tabIndex={-1}>
      {text}
    </Heading>
  );
});

interface ItemToolbarProps {
  fieldPathId: FieldPathId;
  position: number;
  inactive: boolean;
  hasMoveUp: boolean;
  hasMoveDown: boolean;
  hasCopy: boolean;
  hasRemove: boolean;
  actions: ItemActions;
  /** Only the button templates and their labels are read, which stay the same while the form is open. */
  registry: Registry;
  uiSchema?: UiSchema;
}

const ItemToolbar = memo(
  function ItemToolbar(props: ItemToolbarProps) {
    const { fieldPathId, position, inactive, hasMoveUp, hasMoveDown, hasCopy, hasRemove, actions, registry, uiSchema } = props;
    const { RemoveButton, MoveUpButton, MoveDownButton, CopyButton } = registry.templates.ButtonTemplates;
    const common = { uiSchema, registry };
    return (
      <HStack justify="flex-end" gap="2">
        {(hasMoveUp || hasMoveDown) && (
          <MoveUpButton
            {...common}
            id={buttonId(fieldPathId, 'moveUp')}
            aria-label={`Move item ${position} up`}
            disabled={inactive || !hasMoveUp}
            onClick={actions.moveUp}
          />
        )}
        {(hasMoveUp || hasMoveDown) && (
          <MoveDownButton
            {...common}
            id={buttonId(fieldPathId, 'moveDown')}
            aria-label={`Move item ${position} down`}
            disabled={inactive || !hasMoveDown}
            onClick={actions.moveDown}
          />
        )}
        {hasCopy && (
          <CopyButton {...common} id={buttonId(fieldPathId, 'copy')} aria-label={`Copy item ${position}`} disabled={inactive} onClick={actions.copy} />
        )}
        {hasRemove && (
          <RemoveButton {...common} id={buttonId(fieldPathId, 'remove')} aria-label={`Remove item ${position}`} disabled={inactive} onClick={actions.remove} />
        )}
      </HStack>
    );
  },
  // RJSF rebuilds the registry and the item's uiSchema on every change; what the toolbar reads
  // from them (templates, labels) does not change, so they are left out of the comparison.
  (before, after) =>
    (Object.keys(after) as (keyof ItemToolbarProps)[]).every((key) => key === 'registry' || key === 'uiSchema' || Object.is(before[key], after[key])),
);

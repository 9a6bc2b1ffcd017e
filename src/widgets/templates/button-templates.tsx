import { Button } from '@chakra-ui/react';
import { getUiOptions, TranslatableString } from '@rjsf/utils';
import type { IconButtonProps, TemplatesType } from '@rjsf/utils';

type ButtonTemplatesType = TemplatesType['ButtonTemplates'];

/** A text button for the array controls; `iconType`, `icon` and the RJSF props stay off the DOM. */
function ArrayButton({ text, ...props }: IconButtonProps & { text: string }) {
  const { iconType: _iconType, icon: _icon, uiSchema: _uiSchema, registry: _registry, className: _className, ...rest } = props;
  return (
    <Button type="button" size="sm" variant="outline" {...rest}>
      {text}
    </Button>
  );
}

function AddButton(props: IconButtonProps) {
  // ui:options.addLabel names the item ("Add another owner").
  const { addLabel } = getUiOptions(props.uiSchema);
  const text = typeof addLabel === 'string' ? addLabel : props.registry.translateString(TranslatableString.AddItemButton);
  return <ArrayButton {...props} text={text} />;
}

function RemoveButton(props: IconButtonProps) {
  return <ArrayButton {...props} text={props.registry.translateString(TranslatableString.RemoveButton)} />;
}

function MoveUpButton(props: IconButtonProps) {
  return <ArrayButton {...props} text={props.registry.translateString(TranslatableString.MoveUpButton)} />;
}

function MoveDownButton(props: IconButtonProps) {
  return <ArrayButton {...props} text={props.registry.translateString(TranslatableString.MoveDownButton)} />;
}

function CopyButton(props: IconButtonProps) {
  return <ArrayButton {...props} text={props.registry.translateString(TranslatableString.CopyButton)} />;
}

function ClearButton(props: IconButtonProps) {
  return <ArrayButton {...props} text={props.registry.translateString(TranslatableString.ClearLabel)} />;
}

/** The app renders its own Save & Continue, so the form has no submit button. */
function SubmitButton() {
  return null;
}

export const ButtonTemplates: ButtonTemplatesType = {
  SubmitButton,
  AddButton,
  RemoveButton,
  MoveUpButton,
  MoveDownButton,
  CopyButton,
  ClearButton,
};

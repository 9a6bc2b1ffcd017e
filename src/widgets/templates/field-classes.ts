/**
 * A field's frame (label, required mark, description, help, error) and its text input carry
 * plain class names styled once in the theme's global CSS, from Chakra's own field and input
 * recipes, so they look exactly like Chakra's Field and Input. Chakra's Field.Root hands its
 * parts a context that is new on every render, and each part resolves its recipe again: on
 * every keystroke, for the field being typed in.
 */
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';
import { fieldClass } from './field-class-names';

export { fieldClass } from './field-class-names';

type Styles = Record<string, unknown>;
interface Recipe {
  base?: Styles;
  variants?: Record<string, Record<string, Styles>>;
}

const field = fieldSlotRecipe as { base?: Record<string, Styles>; variants?: Record<string, Record<string, Record<string, Styles>>> };
const input = inputRecipe as Recipe;

/** The theme's global CSS for the classes above: the recipes' base, vertical field, outline input of size md. */
export const fieldCss = {
  [`.${fieldClass.root}`]: { ...field?.base?.root, ...field?.variants?.orientation?.vertical?.root },
  [`.${fieldClass.label}`]: field?.base?.label,
  [`.${fieldClass.required}`]: field?.base?.requiredIndicator,
  [`.${fieldClass.description}`]: { textStyle: 'sm', color: 'fg.muted' },
  [`.${fieldClass.help}`]: field?.base?.helperText,
  // Chakra's fg.error (red.500) is 3.8:1 on white, under WCAG's 4.5:1 for text of this size: red.700 passes.
  // One style for every field's error, a text input's or a group's: the size of the label, not of the help.
  [`.${fieldClass.error}`]: { ...field?.base?.errorText, textStyle: 'sm', color: 'red.700' },
  [`.${fieldClass.input}`]: { ...input?.base, ...input?.variants?.size?.md, ...input?.variants?.variant?.outline },
  // A read-only value looks like one: filled, no box to type into, the text still at full contrast.
  [`.${fieldClass.input}[readonly]`]: { bg: 'bg.muted', borderColor: 'transparent', cursor: 'default' },
};

import { Checkbox as ChakraCheckbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Checkbox, its recipe with it (see ./with-recipe). */
export const Checkbox = { ...ChakraCheckbox, Root: withRecipe(ChakraCheckbox.Root, checkboxSlotRecipe) };

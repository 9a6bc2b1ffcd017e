import { RadioGroup as ChakraRadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's RadioGroup, its recipe with it (see ./with-recipe). */
export const RadioGroup = { ...ChakraRadioGroup, Root: withRecipe(ChakraRadioGroup.Root, radioGroupSlotRecipe) };

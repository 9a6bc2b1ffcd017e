import { Collapsible as ChakraCollapsible } from '@chakra-ui/react';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Collapsible, its recipe with it (see ./with-recipe). */
export const Collapsible = { ...ChakraCollapsible, Root: withRecipe(ChakraCollapsible.Root, collapsibleSlotRecipe) };

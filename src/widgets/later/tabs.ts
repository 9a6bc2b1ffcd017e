import { Tabs as ChakraTabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Tabs, its recipe with it (see ./with-recipe). */
export const Tabs = { ...ChakraTabs, Root: withRecipe(ChakraTabs.Root, tabsSlotRecipe) };

import { Menu as ChakraMenu } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Menu, its recipe with it (see ./with-recipe). */
export const Menu = { ...ChakraMenu, Root: withRecipe(ChakraMenu.Root, menuSlotRecipe) };

import { Table as ChakraTable } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Table, its recipe with it (see ./with-recipe). */
export const Table = { ...ChakraTable, Root: withRecipe(ChakraTable.Root, tableSlotRecipe) };

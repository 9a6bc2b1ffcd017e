import { DataList as ChakraDataList } from '@chakra-ui/react';
import { dataListSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's DataList, its recipe with it (see ./with-recipe). */
export const DataList = { ...ChakraDataList, Root: withRecipe(ChakraDataList.Root, dataListSlotRecipe) };

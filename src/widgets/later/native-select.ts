import { NativeSelect as ChakraNativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's NativeSelect, its recipe with it (see ./with-recipe): the first step shows no select. */
export const NativeSelect = { ...ChakraNativeSelect, Root: withRecipe(ChakraNativeSelect.Root, nativeSelectSlotRecipe) };

import { Code as ChakraCode } from '@chakra-ui/react';
import { codeRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Code, its recipe with it (see ./with-recipe). */
export const Code = withRecipe(ChakraCode, codeRecipe);

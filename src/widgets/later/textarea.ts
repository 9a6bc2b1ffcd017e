import { Textarea as ChakraTextarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Textarea, its recipe with it (see ./with-recipe). */
export const Textarea = withRecipe(ChakraTextarea, textareaRecipe);

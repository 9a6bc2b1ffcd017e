import { FileUpload as ChakraFileUpload } from '@chakra-ui/react';
import { fileUploadSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's FileUpload, its recipe with it (see ./with-recipe). */
export const FileUpload = { ...ChakraFileUpload, Root: withRecipe(ChakraFileUpload.Root, fileUploadSlotRecipe) };

import { Container as ChakraContainer } from '@chakra-ui/react';
import { containerRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Container, its recipe with it (see ./with-recipe). */
export const Container = withRecipe(ChakraContainer, containerRecipe);

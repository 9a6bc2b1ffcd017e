import { Card as ChakraCard } from '@chakra-ui/react';
import { cardSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Card, its recipe with it (see ./with-recipe). */
export const Card = { ...ChakraCard, Root: withRecipe(ChakraCard.Root, cardSlotRecipe) };

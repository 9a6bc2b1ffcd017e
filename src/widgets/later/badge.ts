import { Badge as ChakraBadge } from '@chakra-ui/react';
import { badgeRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Badge, its recipe with it (see ./with-recipe). */
export const Badge = withRecipe(ChakraBadge, badgeRecipe);

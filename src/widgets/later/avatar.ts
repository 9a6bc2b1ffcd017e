import { Avatar as ChakraAvatar } from '@chakra-ui/react';
import { avatarSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Avatar, its recipe with it (see ./with-recipe). */
export const Avatar = { ...ChakraAvatar, Root: withRecipe(ChakraAvatar.Root, avatarSlotRecipe) };

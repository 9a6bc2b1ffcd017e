import { Slider as ChakraSlider } from '@chakra-ui/react';
import { sliderSlotRecipe } from '@chakra-ui/react/theme';
import { withRecipe } from './with-recipe';

/** Chakra's Slider, its recipe with it (see ./with-recipe). */
export const Slider = { ...ChakraSlider, Root: withRecipe(ChakraSlider.Root, sliderSlotRecipe) };

/** The lender's brand as Chakra tokens: colours are named once here and used by role elsewhere. */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { chakraThemeSlice } from './chakra-theme-slice';
import { fieldCss } from '../widgets/templates/field-classes';
import { layoutCss } from '../widgets/templates/layout-classes';
import { shellCss } from './shell/shell-classes';

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4f1' },
          100: { value: '#c0e4dc' },
          200: { value: '#96d2c5' },
          300: { value: '#6bbfae' },
          400: { value: '#45ae9a' },
          500: { value: '#0f766e' },
          600: { value: '#0d6860' },
          700: { value: '#0a5750' },
          800: { value: '#084640' },
          900: { value: '#05312d' },
          950: { value: '#03201d' },
        },
        ink: { value: '#1a2b3c' },
      },
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    recipes: {
      // Chakra's solid hover is the palette at 90% opacity: on white the brand's teal drops to
      // 4.4:1 under white text. A darker shade keeps the button readable under the pointer.
      button: { variants: { variant: { solid: { _hover: { bg: 'colorPalette.fg' } } } } },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        // Every element's focus ring (gray is the default palette): Chakra's gray.400 is 2.6:1 on
        // white, under the 3:1 WCAG 2.2 asks of a focus indicator; the brand teal is 5.5:1.
        gray: { focusRing: { value: '{colors.brand.500}' } },
      },
    },
  },
  globalCss: {
    body: { color: 'ink', bg: 'gray.50' },
    ...layoutCss,
    ...shellCss,
    ...fieldCss,
  },
});

export const system = createSystem(defaultBaseConfig, chakraThemeSlice, config);

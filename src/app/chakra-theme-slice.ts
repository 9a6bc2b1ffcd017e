/**
 * Chakra's default theme, cut to the recipes of the components the portal renders: the full
 * theme brings every component's styles (and the anatomies and state machines they name) into
 * the first page. A component rendered without its recipe here is unstyled; the theme test
 * (tests/app/chakra-theme-slice.test.ts) fails when one is imported and its recipe is missing.
 * Components only later pages render bring their recipes with them (src/widgets/later/).
 */
import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's colour palettes the portal never names: it names gray (Chakra's default) and the
 * status colours its alerts, badges and buttons take (red, orange, green, blue), and has a brand
 * palette of its own (src/app/theme.ts). Each palette left in would put a stylesheet variable per
 * shade and role on the first page; the theme test fails when a component names one left out.
 */
export const UNUSED_PALETTES: readonly string[] = ['teal', 'yellow', 'cyan', 'purple', 'pink'];

type Tree = Record<string, unknown>;
const isTree = (node: unknown): node is Tree => typeof node === 'object' && node !== null && !Array.isArray(node);
const withoutUnusedPalettes = <Colors extends object>(colors: Colors): Colors =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as Colors;

/** Each token's light value alone: the portal has no dark mode, whose variables would never apply. */
function lightOnly(node: unknown): unknown {
  if (!isTree(node)) return node;
  if (isTree(node.value) && '_dark' in node.value) {
    const { _dark: _unused, ...rest } = node.value;
    return { ...node, value: Object.keys(rest).length === 1 && '_light' in rest ? rest._light : rest };
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, lightOnly(child)]));
}

export const chakraThemeSlice = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) }) as typeof semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

/**
 * The portal's Chakra theme carries only the recipes of the components it renders
 * (src/app/chakra-theme-slice.ts). Every component imported from Chakra anywhere in src/ must
 * find the recipes it asks for there, or it would render unstyled; but a component of
 * src/widgets/later/ brings its own recipe, which the theme then leaves out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { UNUSED_PALETTES } from '../../src/app/chakra-theme-slice';
import { system } from '../../src/app/theme';

const chakraEsm = path.resolve('node_modules/@chakra-ui/react/dist/esm');
const chakraIndex = readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const laterDir = path.resolve('src/widgets/later');

/** The names `files` import from '@chakra-ui/react' (values only, not types). */
function importedNames(files: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

/** The component folder Chakra's index exports `name` from, if any. */
function componentFolder(name: string): string | undefined {
  const direct = chakraIndex.match(new RegExp(`export \\{[^}]*\\b${name}\\b[^}]*\\} from '\\./components/([^/]+)/`));
  if (direct) return direct[1];
  const alias = chakraIndex.match(new RegExp(`export \\{ (\\S+) as ${name} \\};`));
  if (!alias) return undefined;
  const escaped = alias[1].replace(/\$/g, '\\$');
  return chakraIndex.match(new RegExp(`import \\* as ${escaped} from '\\./components/([^/]+)/`))?.[1];
}

/** The recipe keys a component folder asks for, with those of the components it is built from. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  const dir = path.join(chakraEsm, 'components', folder);
  for (const file of readdirSync(dir)) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const [, key] of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key);
    for (const [, other] of code.matchAll(/from '\.\.\/([a-z-]+)\//g)) for (const key of recipeKeys(other, seen)) keys.add(key);
  }
  return keys;
}

/** The recipe key of each later component's module gives its root, by the `<key>SlotRecipe` or `<key>Recipe` it imports. */
function laterRecipes(): Map<string, string> {
  const given = new Map<string, string>();
  for (const file of sourceFiles(laterDir)) {
    const [name] = importedNames([file]);
    const recipe = readFileSync(file, 'utf8').match(/\b(?!with)([a-z][A-Za-z]*?)(?:Slot)?Recipe\b/);
    if (name && recipe) given.set(name, recipe[1]);
  }
  return given;
}

describe("the portal's Chakra theme", () => {
  const defaults = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
  const later = laterRecipes();
  const asked = new Map<string, string>();
  const ask = (name: string, except?: string) => {
    const folder = componentFolder(name);
    if (folder) for (const key of recipeKeys(folder)) if (key in defaults && key !== except && !asked.has(key)) asked.set(key, name);
  };
  for (const name of importedNames(sourceFiles(path.resolve('src')).filter((file) => !file.startsWith(laterDir)))) ask(name);
  for (const [name, key] of later) ask(name, key);

  it('finds the components src/ renders', () => {
    expect([...asked.values()]).toEqual(expect.arrayContaining(['Button', 'Field', 'Heading']));
    expect([...later.keys()]).toEqual(expect.arrayContaining(['Checkbox', 'Dialog', 'Menu', 'RadioGroup', 'Table', 'Tabs']));
  });

  it.each([...later])('gives %s its own recipe "%s", which the theme leaves out', (name, key) => {
    expect(componentFolder(name) && recipeKeys(componentFolder(name)!).has(key)).toBe(true);
    expect(key in (system._config.theme?.slotRecipes ?? {}) || key in (system._config.theme?.recipes ?? {})).toBe(false);
  });

  it.each([...asked])('has the recipe "%s" that %s asks for', (key) => {
    expect(key in (system._config.theme?.recipes ?? {}) || key in (system._config.theme?.slotRecipes ?? {})).toBe(true);
  });

  it('leaves out the recipes of components it does not render', () => {
    const kept = Object.keys({ ...system._config.theme?.recipes, ...system._config.theme?.slotRecipes });
    expect(kept.filter((key) => !asked.has(key))).toEqual([]);
    expect(kept.length).toBeLessThan(Object.keys(defaults).length / 2);
  });
});

describe("the portal's Chakra colours", () => {
  const named = new Set<string>();
  for (const file of sourceFiles(path.resolve('src'))) {
    const code = readFileSync(file, 'utf8');
    // colorPalette="red", colorPalette={x ? 'red' : 'orange'}, palette: 'green'
    for (const [, expression] of code.matchAll(/(?:colorPalette=|[pP]alette:\s*)(\{[^}\n]*\}|"[a-z]+"|'[a-z]+')/g)) {
      for (const [, palette] of expression.matchAll(/(?:^|[{?:]\s*)["']([a-z]+)["']/g)) named.add(palette);
    }
  }
  const colors = system._config.theme?.tokens?.colors ?? {};

  it('has every palette src/ names, and none of those it leaves out is named', () => {
    expect([...named]).toEqual(expect.arrayContaining(['brand', 'red', 'orange', 'green']));
    expect([...named].filter((palette) => !(palette in colors))).toEqual([]);
    expect(UNUSED_PALETTES.filter((palette) => palette in colors)).toEqual([]);
  });

  it('writes light values alone: no dark-mode variables, no variables of a palette left out', () => {
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('--chakra-colors-bg-error');
    expect(css).toContain('--chakra-colors-red-solid');
    expect(css).not.toMatch(/\.dark/);
    expect(css).not.toMatch(/--chakra-colors-(teal|yellow|cyan|purple|pink)-/);
  });
});

/**
 * `virtual:supported-browsers`: the spec's supported browsers (spec 01 section 2, 'Shell') as a
 * RegExp literal over the user agent, compiled from a browserslist query at build time by
 * browserslist-useragent-regexp. A literal in the bundle needs no eval, so the CSP stays strict.
 * Newer versions than the browser data knows count as supported.
 */
import { getUserAgentRegex } from 'browserslist-useragent-regexp';
import type { Plugin } from 'vite';

export const SUPPORTED_BROWSERS = [
  'last 3 Chrome versions',
  'last 3 Safari versions',
  'last 2 iOS versions',
  'last 3 Firefox versions',
  'last 1 ChromeAndroid versions',
  'last 1 FirefoxAndroid versions',
];

const VIRTUAL_ID = 'virtual:supported-browsers';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

export function supportedBrowsersRegex(): RegExp {
  return getUserAgentRegex({ browsers: SUPPORTED_BROWSERS, allowHigherVersions: true });
}

export function supportedBrowsers(): Plugin {
  return {
    name: 'supported-browsers',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${supportedBrowsersRegex().toString()};\nexport const query = ${JSON.stringify(SUPPORTED_BROWSERS.join(', '))};\n`;
    },
  };
}

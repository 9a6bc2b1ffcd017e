/** Generated at build time by tools/vite/supported-browsers.ts. */
declare module 'virtual:supported-browsers' {
  const supportedBrowsers: RegExp;
  export default supportedBrowsers;
  export const query: string;
}

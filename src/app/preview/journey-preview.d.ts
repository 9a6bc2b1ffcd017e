/** The development server's preview data (tools/vite/journey-preview.ts); `null` in a production build. */
declare module 'virtual:journey-preview' {
  const data: import('./preview.types').PreviewData | null;
  export default data;
}

/** The real markdown-to-jsx React build, under the name the build gives it (vite.config.ts). */
declare module 'markdown-to-jsx-original' {
  export * from 'markdown-to-jsx/react';
}

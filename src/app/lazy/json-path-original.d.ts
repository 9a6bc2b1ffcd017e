/** The real jsonpath-plus, under the name the web app's build gives it (tools/vite/json-path-on-demand.ts). */
declare module 'jsonpath-plus-original' {
  export * from 'jsonpath-plus';
}

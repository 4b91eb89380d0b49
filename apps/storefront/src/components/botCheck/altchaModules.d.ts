// Vite's query imports of the ALTCHA widget's files (loadAltcha.ts); vite/client's types are not in this tsconfig.
declare module 'altcha/workers/sha?worker' {
  const ShaWorker: new () => Worker;
  export default ShaWorker;
}
declare module 'altcha/altcha.css?inline' {
  const css: string;
  export default css;
}
declare module 'altcha/i18n/fr-fr';

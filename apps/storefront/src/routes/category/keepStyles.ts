/**
 * Components whose styles must be in the main CSS although only lazy screens render them: Vike links the
 * CSS of the page's static imports in the server HTML, not that of lazy chunks (decision 0101), and a bare
 * `import '@truffe/ui/X'` is dropped with its styles (the package's files are side-effect free but for
 * `*.css.ts`). Holding the components here keeps them, and so their `.css.ts`, in the main bundle.
 */
const kept = new Set<unknown>();

export function keepStyles(...components: readonly unknown[]): void {
  for (const component of components) kept.add(component);
}

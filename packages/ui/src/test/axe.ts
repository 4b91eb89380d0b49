import axe from 'axe-core';

/**
 * Runs axe-core on a rendered element and returns the violations as readable lines (empty when clean).
 * happy-dom has no layout, so the rules that need one (colour contrast) run in the Storybook browser
 * tests instead; the token contrast test covers the colour pairs.
 */
export async function axeViolations(element: Element): Promise<string[]> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.html).join(', ')})`,
  );
}

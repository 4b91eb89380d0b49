/**
 * Statements the server suites write their own rows with (orders, shipments as a shop would have them): the
 * storefront has no SQL builder of its own. Values are this suites' own, quoted as literals.
 */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** A template tag: `sql\`SELECT … WHERE id = ${id}\`` with each value written as a literal. */
export const sql = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((text, part, index) => text + literal(values[index - 1]) + part);

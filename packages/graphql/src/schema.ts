import { readdirSync, readFileSync } from 'node:fs';

const schemaDir = new URL('../schema/', import.meta.url);

/**
 * The schema's SDL, read once: `schema.graphql` (the root types and the catalogue) followed by each area's file
 * in `schema/` (cart, checkout, …), in name order, which extend `Query` and `Mutation`.
 */
export const typeDefs = [
  readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'),
  ...readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(new URL(name, schemaDir), 'utf8')),
].join('\n');

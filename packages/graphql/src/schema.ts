import { readFileSync } from 'node:fs';

/** The schema's SDL, read once from `schema.graphql` beside this package. */
export const typeDefs = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');

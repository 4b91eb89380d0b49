import { SearchSuggestionsQueryDocument } from '@truffe/graphql/documents';

/**
 * The header's suggestions query in a chunk of its own (decision 0901): SearchBox imports it when the input is
 * first focused, so the pages where nobody searches do not carry the query.
 */
export const searchSuggestionsQuery = SearchSuggestionsQueryDocument;

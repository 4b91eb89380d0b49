import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks any of `names` directly under the field being resolved (through inline fragments and
 * named fragments too): a resolver can then skip work whose result nobody reads, such as a listing's facets
 * when only its first product is asked (the header menu's pictures).
 */
export function selectsAnyOf(info: GraphQLResolveInfo, names: readonly string[]): boolean {
  const wanted = new Set(names);
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined): boolean =>
    (selectionSet?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return wanted.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet);
      const name = selection.name.value;
      if (seen.has(name)) return false;
      seen.add(name);
      return visit(info.fragments[name]?.selectionSet);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet));
}

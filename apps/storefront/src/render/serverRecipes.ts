/**
 * A vanilla-extract recipe's class names, kept per variant selection on the server (decision 0934).
 *
 * The recipe runtime (`@vanilla-extract/recipes`' `createRuntimeFn`) merges the defaults and the options with
 * Babel's `_objectSpread2` (property descriptors copied twice), then walks every variant and compound variant,
 * on every call: ~0.14 ms and ~56 kB per uncached category render, for an answer that only depends on the
 * selection. The server build wraps each recipe with this (a Vite transform in vite.config.ts,
 * `vanillaRecipesServerMemo()`); the browser's recipes are unchanged (its JavaScript is at its budget).
 */

/** What a recipe is at run time: the function and the two helpers vanilla-extract adds to it. */
export interface RecipeRuntime {
  (options?: Record<string, unknown>): string;
  variants: () => string[];
  classNames: unknown;
}

/** Whether `value` holds one of the key's marks (U+0000–U+0003). */
function hasMark(value: string): boolean {
  for (let index = 0; index < value.length; index += 1)
    if (value.charCodeAt(index) <= 3) return true;
  return false;
}

/** Distinct selections kept per recipe: the shop's recipes have a handful each; a bound all the same. */
const maxSelections = 64;

/**
 * `runtime` answering from a memo keyed by the value of each variant in `options` (the only part of `options`
 * that the runtime reads: other keys are ignored by it, and compound variants only name variants). `null`
 * and `undefined` share a key (the runtime treats them alike); other values are keyed with their type. Objects
 * and strings holding the key's marks are answered by the runtime, not kept. Like the runtime, it expects
 * variant names only (the runtime throws on another key; a kept answer would not).
 */
export function memoizedRecipe(
  runtime: RecipeRuntime,
  config: { variantClassNames: Record<string, unknown> },
): RecipeRuntime {
  const names = Object.keys(config.variantClassNames);
  const known = new Map<string, string>();
  const recipe = ((options?: Record<string, unknown>) => {
    let key = '';
    for (const name of names) {
      const value = options?.[name];
      // Each type its own mark: compound variants compare selections strictly (`true` is not `'true'`).
      if (value == null) key += '\u0001';
      else if (typeof value === 'boolean') key += value ? '\u0002t' : '\u0002f';
      else if (typeof value === 'number') key += `\u0003${value}`;
      // A string holding a mark, or an object: answered by the runtime, not kept.
      else if (typeof value !== 'string' || hasMark(value)) return runtime(options);
      else key += value;
      key += '\u0000';
    }
    let className = known.get(key);
    if (className === undefined) {
      className = runtime(options);
      if (known.size < maxSelections) known.set(key, className);
    }
    return className;
  }) as RecipeRuntime;
  recipe.variants = runtime.variants;
  recipe.classNames = runtime.classNames;
  return recipe;
}

import { createRuntimeFn } from '@vanilla-extract/recipes/createRuntimeFn';
import { describe, expect, it } from 'vitest';

import { memoizedRecipe, type RecipeRuntime } from './serverRecipes';

// A recipe as vanilla-extract compiles one: base class, variants (one boolean), defaults, compound variants.
const config = {
  defaultClassName: 'base',
  variantClassNames: {
    size: { small: 's-small', medium: 's-medium', large: 's-large' },
    tone: { primary: 't-primary', quiet: 't-quiet' },
    block: { true: 'b-true', false: 'b-false' },
  },
  defaultVariants: { size: 'medium', tone: 'primary' },
  compoundVariants: [
    [{ size: 'small', tone: 'quiet' }, 'c-small-quiet'],
    [{ block: true, size: 'large' }, 'c-block-large'],
  ],
} as unknown as Parameters<typeof createRuntimeFn>[0];

const values = {
  size: [undefined, null, '', 'small', 'medium', 'large', 'huge', 3],
  tone: [undefined, 'primary', 'quiet'],
  block: [undefined, true, false, 'true', 'false'],
};

function selections(): Record<string, unknown>[] {
  const all: Record<string, unknown>[] = [];
  for (const size of values.size)
    for (const tone of values.tone)
      for (const block of values.block) all.push({ size, tone, block });
  return all;
}

describe('memoizedRecipe', () => {
  it('answers as the recipe runtime does, for every selection, the first time and from its memo', () => {
    const runtime = createRuntimeFn(config) as unknown as RecipeRuntime;
    const recipe = memoizedRecipe(runtime, config as never);
    for (let round = 0; round < 2; round += 1) {
      for (const options of selections()) {
        expect(recipe(options), JSON.stringify(options)).toBe(runtime(options));
      }
      expect(recipe()).toBe(runtime());
      expect(recipe({})).toBe(runtime({}));
    }
    expect(recipe({ size: 'small', tone: 'quiet' })).toBe('base s-small t-quiet c-small-quiet');
  });

  it('keeps the runtime’s helpers', () => {
    const runtime = createRuntimeFn(config) as unknown as RecipeRuntime;
    const recipe = memoizedRecipe(runtime, config as never);
    expect(recipe.variants()).toEqual(['size', 'tone', 'block']);
    expect(recipe.classNames).toBe(runtime.classNames);
  });

  it('does not mix up selections whose text would look alike', () => {
    const runtime = createRuntimeFn(config) as unknown as RecipeRuntime;
    const recipe = memoizedRecipe(runtime, config as never);
    // An object value is never kept; a size named like a separator stays its own selection.
    expect(recipe({ size: { toString: () => 'small' } })).toBe(
      runtime({ size: { toString: () => 'small' } }),
    );
    expect(recipe({ size: 'small' })).toBe('base s-small t-primary');
    expect(recipe({ size: 'small\u0000', tone: 'quiet' })).toBe(
      runtime({ size: 'small\u0000', tone: 'quiet' }),
    );
  });
});

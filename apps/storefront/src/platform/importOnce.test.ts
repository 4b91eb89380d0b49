import { describe, expect, it } from 'vitest';

import { importOnce } from './importOnce';

describe('importOnce', () => {
  it('loads the module once and gives every caller the same promise', async () => {
    let loads = 0;
    const load = importOnce(async () => {
      loads += 1;
      return { value: loads };
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const load = importOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk gone');
      return 'module';
    });
    await expect(load()).rejects.toThrow('chunk gone');
    expect(await load()).toBe('module');
    expect(loads).toBe(2);
  });
});

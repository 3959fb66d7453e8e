import { describe, expect, it } from 'vitest';
import { NEW_ID, saveBy } from './saveRule.js';

const save = (id: number | string) => saveBy(id, { create: () => 'create', update: (existing) => `update ${existing}` });

describe("spec 4's save rule in /admin's panels", () => {
  it("creates while the id is 'nueva' or any other text that is not a number", () => {
    expect(save(NEW_ID)).toBe('create');
    expect(save('')).toBe('create');
    expect(save('12a')).toBe('create');
  });

  it('updates a numeric id, given as a number', () => {
    expect(save(7)).toBe('update 7');
    expect(save('42')).toBe('update 42');
  });
});

import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const coreFile = `${root}packages/core/src/schedule/example.rules.ts`;

const lint = async (code: string, filePath = coreFile) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

describe('the dependency rule keeps core pure', () => {
  it.each([
    ["import { useState } from 'react';\nexport const a = useState;", 'no-restricted-imports'],
    ["import ky from 'ky';\nexport const a = ky;", 'no-restricted-imports'],
    ["import { readFile } from 'node:fs/promises';\nexport const a = readFile;", 'no-restricted-imports'],
    ["import { getAuth } from 'firebase/auth';\nexport const a = getAuth;", 'no-restricted-imports'],
    ['export const now = () => Date.now();', 'no-restricted-syntax'],
    ['export const now = () => new Date();', 'no-restricted-syntax'],
    ['export const r = () => Math.random();', 'no-restricted-syntax'],
    ['export const w = () => window.location.href;', 'no-restricted-globals'],
  ])('refuses %s', async (code, rule) => {
    expect(await lint(code)).toContain(rule);
  });

  it('accepts pure code and dates built from given instants', async () => {
    const code = "import { DateTime } from 'luxon';\nexport const at = (ms: number) => DateTime.fromMillis(ms).toISO();\nexport const d = (ms: number) => new Date(ms);";
    expect(await lint(code)).toEqual([]);
  });

  it('does not apply to the adapters', async () => {
    const code = "import ky from 'ky';\nexport const a = ky;";
    expect(await lint(code, `${root}packages/adapters/src/example.ts`)).toEqual([]);
  });
});

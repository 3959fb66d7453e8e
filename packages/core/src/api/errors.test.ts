import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages/index.js';
import { ERROR_AREAS, codesOf, errorOf, type ErrorEntry } from './errors.js';

const entries: { where: string; entry: ErrorEntry }[] = Object.entries(ERROR_AREAS).flatMap(([area, errors]) =>
  Object.entries(errors).map(([key, entry]: [string, ErrorEntry]) => ({ where: `${area}.${key}`, entry })),
);
const codes = new Set(entries.map(({ entry }) => entry.code));

/** Every text of `messages`, however deep. */
const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(texts) : [];
const spanishTexts = new Set(texts(messages));

describe('the error table', () => {
  it('spells every code as a code: lowercase parts joined by "/"', () => {
    const malformed = entries.filter(({ entry }) => !/^[a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?$/.test(entry.code));
    expect(malformed.map(({ where }) => where)).toEqual([]);
  });

  it('gives every entry an HTTP error status', () => {
    const wrong = entries.filter(({ entry }) => !Number.isInteger(entry.status) || entry.status < 400 || entry.status > 599);
    expect(wrong.map(({ where }) => where)).toEqual([]);
  });

  it('gives every entry a Spanish text of `messages`, never the code itself', () => {
    const wrong = entries.filter(({ entry }) =>
      entry.message.trim() === '' || entry.message === entry.code || !spanishTexts.has(entry.message));
    expect(wrong.map(({ where }) => where)).toEqual([]);
  });

  it('holds each (code, status, message) once: a second entry of a code differs in its status or its text', () => {
    const seen = new Map<string, string>();
    const copies: string[] = [];
    for (const { where, entry } of entries) {
      const key = `${entry.code} ${entry.status} ${entry.message}`;
      const first = seen.get(key);
      if (first) copies.push(`${where} repeats ${first}`);
      else seen.set(key, where);
    }
    expect(copies).toEqual([]);
  });

  it('keeps the public codes of the runtime contract', () => {
    expect(codes).toContain('auth/user-not-found');
    expect(codes).toContain('auth/wrong-password');
    expect(codes).toContain('auth/email-already-in-use');
    expect(codes).toContain('internal');
    expect(codes).toContain('not-found');
  });

  it('derives an area\'s codes and an AppError from an entry', () => {
    expect(codesOf(ERROR_AREAS.page)).toEqual({ notFound: 'page/not-found', slugTaken: 'page/slug-taken' });
    expect(errorOf(ERROR_AREAS.page.slugTaken)).toEqual({ code: 'page/slug-taken', message: messages.admin.pageSlugTaken, status: 409 });
    expect(errorOf(ERROR_AREAS.page.notFound, 'Otro texto.').message).toBe('Otro texto.');
  });
});

// ---------------------------------------------------------------------------
// The guard: a code is written in the table only (api/errors.ts and api/errors/). Tests are left out on
// purpose (they pin the public codes literally), and so are stories. Codes
// that are a plain word ('internal', 'unknown', 'suspicious'…) are left out
// of the scan: the same word is common English in other meanings; their
// callers still read them from the table.

const here = fileURLToPath(new URL('.', import.meta.url));
const packagesDir = join(here, '../../..');
const TABLE = [join(here, 'errors.ts'), join(here, 'errors')];
const ROOTS = ['core/src', 'server/src', 'adapters/src', 'web-react/src'].map((root) => join(packagesDir, root));
const SKIPPED = /\.(test|stories)\.tsx?$/;
const GUARDED = [...codes].filter((code) => !/^[a-z]+$/.test(code));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((dirent) => {
    const path = join(dir, dirent.name);
    if (dirent.isDirectory()) return dirent.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(dirent.name) && !/\.d\.ts$/.test(dirent.name) && !SKIPPED.test(dirent.name) && !TABLE.some((table) => path === table || path.startsWith(`${table}/`))
      ? [path]
      : [];
  });

/** Each string literal (quotes or a backtick without placeholders) of `text` that is a code of the table, with its line. */
const codeLiterals = (fileName: string, text: string, guarded: ReadonlySet<string>): { line: number; code: string }[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; code: string }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && guarded.has(node.text)) {
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, code: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('the error codes guard', () => {
  it('finds a code literal, in quotes or backticks, and not in a comment', () => {
    const guarded = new Set(['page/not-found']);
    const text = [
      "// 'page/not-found' in a comment is prose",
      "const a = 'page/not-found';",
      'const b = `page/not-found`;',
      'const c = `${area}/not-found`;',
      'const d = { "page/not-found": 1 };',
    ].join('\n');
    expect(codeLiterals('sample.ts', text, guarded)).toEqual([
      { line: 2, code: 'page/not-found' },
      { line: 3, code: 'page/not-found' },
      { line: 5, code: 'page/not-found' },
    ]);
  });

  it('finds no code literal outside the table, in core, the server, the adapters and the web (tests aside)', () => {
    const guarded = new Set(GUARDED);
    const findings: string[] = [];
    for (const root of ROOTS) {
      for (const file of sourceFiles(root)) {
        const text = readFileSync(file, 'utf8');
        if (!GUARDED.some((code) => text.includes(code))) continue;
        for (const { line, code } of codeLiterals(file, text, guarded)) {
          findings.push(`${relative(packagesDir, file)}:${line} '${code}'`);
        }
      }
    }
    expect(findings, 'Read these codes from the table (packages/core/src/api/errors.ts)').toEqual([]);
  }, 60_000);
});

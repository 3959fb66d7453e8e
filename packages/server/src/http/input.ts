import type { Context } from 'hono';
import { z } from 'zod';
import { FILE_ERRORS, REQUEST_ERRORS, fill, messages, type ErrorEntry } from '@estudio/core';
import { failure, type ApiFailure } from './errors.js';

/** zod's Spanish texts, per parse, so no global zod setting leaks into other code. */
const spanish = z.locales.es().localeError;

const describeIssues = (issues: readonly z.core.$ZodIssue[]): string => {
  const [first] = issues;
  if (!first) return messages.common.invalidBody;
  const label = first.path.map(String).join('.');
  if (!label) return messages.common.invalidBody;
  return `${fill(messages.common.invalidField, { label })}. ${first.message}`;
};

/** Validates `input` with `schema`: the parsed value, or a 400 with the first problem in Spanish. */
export const validate = <S extends z.ZodType>(
  schema: S,
  input: unknown,
  refused: ErrorEntry,
): z.output<S> | ApiFailure => {
  const parsed = schema.safeParse(input, { error: spanish });
  return parsed.success ? parsed.data : failure(refused, describeIssues(parsed.error.issues));
};

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

/** Reads and parses a JSON request body: 400 when it is not JSON or not JSON at all. */
export const readJson = async (c: Context): Promise<unknown | ApiFailure> => {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    return failure(REQUEST_ERRORS.contentType);
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return failure(REQUEST_ERRORS.malformedJson);
  }
};

const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

/**
 * Reads a multipart/form-data body (a file upload) as its fields: text as
 * strings, files as `File`s (the last one when a name repeats). Any other
 * content type, or a form that cannot be read, is a 400.
 */
export const readForm = async (c: Context): Promise<Record<string, string | File> | ApiFailure> => {
  if (!MULTIPART_TYPE.test(c.req.header('content-type') ?? '')) {
    return failure(FILE_ERRORS.notMultipart);
  }
  try {
    return await c.req.parseBody();
  } catch {
    return failure(FILE_ERRORS.malformedMultipart);
  }
};

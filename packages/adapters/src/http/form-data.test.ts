import { describe, expect, it } from 'vitest';
import { formDataOf } from './form-data.js';

describe('formDataOf', () => {
  it('sends Blobs as file parts, text as is, other values as JSON text, and leaves out what is not there', async () => {
    const file = new File(['abc'], 'foto.png', { type: 'image/png' });
    const form = formDataOf({ file, data: '{"name":"x"}', extra: { a: 1 }, none: undefined, empty: null });
    expect([...form.keys()]).toEqual(['file', 'data', 'extra']);
    const sent = form.get('file') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual(['foto.png', 'image/png', 'abc']);
    expect(form.get('data')).toBe('{"name":"x"}');
    expect(form.get('extra')).toBe('{"a":1}');
  });

  it('is an empty form for a body that is not an object', () => {
    expect([...formDataOf('texto').keys()]).toEqual([]);
  });
});

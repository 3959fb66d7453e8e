import { describe, expect, it } from 'vitest';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadProblem } from './files.model.js';
import { limits } from '../api/schemas/common.schemas.js';

describe('uploadProblem', () => {
  it('takes images in an image field and images or PDF in a document field', () => {
    expect(uploadProblem({ size: 10, type: 'image/png' }, 'image')).toBeNull();
    expect(uploadProblem({ size: 10, type: 'application/pdf' }, 'image')).toBe('typeNotAllowed');
    expect(uploadProblem({ size: 10, type: 'application/pdf' }, 'document')).toBeNull();
    expect(uploadProblem({ size: 10, type: 'image/svg+xml' }, 'document')).toBe('typeNotAllowed');
    expect(uploadProblem({ size: 10, type: 'text/html' }, 'document')).toBe('typeNotAllowed');
  });

  it('refuses an empty file and one over the server limit, at the limit still taken', () => {
    expect(uploadProblem({ size: 0, type: 'image/png' }, 'image')).toBe('empty');
    expect(uploadProblem({ size: UPLOAD_MAX_BYTES, type: 'image/png' }, 'image')).toBeNull();
    expect(uploadProblem({ size: UPLOAD_MAX_BYTES + 1, type: 'image/png' }, 'image')).toBe('tooLarge');
  });

  it("says the server's own limit and accept lists", () => {
    expect(UPLOAD_MAX_BYTES).toBe(limits.uploadBytes);
    expect(UPLOAD_ACCEPT.image).toBe('image/jpeg,image/png,image/webp,image/gif');
  });
});

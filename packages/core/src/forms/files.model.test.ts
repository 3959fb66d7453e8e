import { describe, expect, it } from 'vitest';
import {
  canonicalUploadType, mayUploadVideos, maxUploadBytes, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_TYPE_ALIASES, UPLOAD_TYPES, uploadLimitFor, uploadProblem,
  VIDEO_UPLOAD_ACCEPT, VIDEO_UPLOAD_MAX_BYTES, VIDEO_UPLOAD_TYPES, videoUploadProblem,
} from './files.model.js';
import { ROLES } from '../api/access.rules.js';
import { messages } from '../messages/index.js';
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

describe('videoUploadProblem', () => {
  it('takes MP4 and WebM up to their own limit, which its message says', () => {
    expect(videoUploadProblem({ size: 10, type: 'video/mp4' })).toBeNull();
    expect(videoUploadProblem({ size: VIDEO_UPLOAD_MAX_BYTES, type: 'video/webm;codecs=vp8' })).toBeNull();
    expect(videoUploadProblem({ size: VIDEO_UPLOAD_MAX_BYTES + 1, type: 'video/webm' })).toBe('videoTooLarge');
    expect(videoUploadProblem({ size: 0, type: 'video/mp4' })).toBe('empty');
    expect(VIDEO_UPLOAD_MAX_BYTES).toBe(limits.videoUploadBytes);
    expect(VIDEO_UPLOAD_MAX_BYTES).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(messages.files.videoTooLarge).toContain(`${VIDEO_UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
  });

  it('refuses what a video element may not play or is no video: QuickTime, Matroska, an image', () => {
    for (const type of ['video/quicktime', 'video/x-matroska', 'image/png', '']) expect(videoUploadProblem({ size: 10, type }), type).toBe('videoTypeNotAllowed');
    expect(VIDEO_UPLOAD_ACCEPT).toBe('video/mp4,video/webm');
  });

  it('takes the declared names browsers give the same formats, as the server does: an M4V is an MP4', () => {
    expect(videoUploadProblem({ size: 10, type: 'video/x-m4v' })).toBeNull();
    expect(videoUploadProblem({ size: VIDEO_UPLOAD_MAX_BYTES + 1, type: 'VIDEO/X-M4V' })).toBe('videoTooLarge');
    expect(uploadProblem({ size: 10, type: 'image/jpg' }, 'image')).toBeNull();
    expect(uploadProblem({ size: 10, type: 'image/pjpeg' }, 'document')).toBeNull();
  });
});

describe('maxUploadBytes: who uploads what, and how large (one rule for the server and the fields)', () => {
  it('lets anyone upload images and PDF up to 10 MB, and only the admin videos up to 200 MB', () => {
    for (const role of [...ROLES, null]) {
      for (const type of UPLOAD_TYPES) expect(maxUploadBytes(type, role), `${type} ${role}`).toBe(limits.uploadBytes);
      for (const type of VIDEO_UPLOAD_TYPES) expect(maxUploadBytes(type, role), `${type} ${role}`).toBe(role === 'admin' ? limits.videoUploadBytes : null);
    }
    for (const type of ['image/svg+xml', 'text/html', 'video/quicktime', '']) expect(maxUploadBytes(type, 'admin'), type).toBeNull();
  });

  it('sets the largest body before the type is known from it: 200 MB for the admin, 10 MB for anyone else', () => {
    expect(uploadLimitFor('admin')).toBe(limits.videoUploadBytes);
    for (const role of ['customer', 'staff', null, undefined] as const) expect(uploadLimitFor(role), String(role)).toBe(limits.uploadBytes);
    expect([...ROLES, null].filter(mayUploadVideos)).toEqual(['admin']);
  });

  it('reads each alias as a type an upload may have, and a declared type without its parameters or case', () => {
    for (const [alias, type] of Object.entries(UPLOAD_TYPE_ALIASES)) {
      expect(canonicalUploadType(alias)).toBe(type);
      expect(maxUploadBytes(canonicalUploadType(alias), 'admin')).not.toBeNull();
    }
    expect(canonicalUploadType(' Video/WebM; codecs=vp8 ')).toBe('video/webm');
    expect(canonicalUploadType('video/quicktime')).toBe('video/quicktime');
  });
});

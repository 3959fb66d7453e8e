import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_TYPE_ALIASES, UPLOAD_TYPES, VIDEO_UPLOAD_TYPES, videoUploadProblem } from '@estudio/core';
import { declaredTypeAgrees, sniffType } from './sniff.js';
import { isStorageKey, newStorageKey } from './keys.js';
import { contentDisposition } from './disposition.js';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('sniffType: the type the first bytes say', () => {
  it('knows JPEG, PNG, GIF, WEBP and PDF by their magic numbers', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(bytes('%PDF-1.7'))).toBe('application/pdf');
  });

  it('knows MP4 by its ftyp box and a video brand, and WebM by its EBML header naming webm', () => {
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41'))).toBe('video/mp4');
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypmp42', [0, 0, 0, 0], 'mp42isom'))).toBe('video/mp4');
    // What Chromium's MediaRecorder writes: EBML version fields, then DocType 'webm'.
    const webm = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm', [0x42, 0x87, 0x81, 0x04]);
    expect(sniffType(webm)).toBe('video/webm');
  });

  it('refuses the containers a video element may not play or that are no video: QuickTime, M4A, HEIC, AVIF, Matroska', () => {
    for (const brand of ['qt  ', 'M4A ', 'heic', 'avif']) expect(sniffType(bytes([0, 0, 0, 0x18], 'ftyp', brand, [0, 0, 0, 0])), brand).toBeNull();
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3]))).toBeNull();
  });

  it('knows nothing else: SVG, HTML, a RIFF that is not WEBP, a truncated signature, nothing at all', () => {
    for (const refused of [bytes('<svg xmlns="http://www.w3.org/2000/svg">'), bytes('<!doctype html>'), bytes('RIFF', [0, 0, 0, 0], 'WAVE'), bytes([0x89], 'PN'), bytes()]) {
      expect(sniffType(refused)).toBeNull();
    }
  });

  it('never answers a type an upload may not have', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
      const type = sniffType(data);
      expect(type === null || ([...UPLOAD_TYPES, ...VIDEO_UPLOAD_TYPES] as readonly string[]).includes(type)).toBe(true);
    }));
  });
});

describe('declaredTypeAgrees', () => {
  it('takes the same type, an alias, or no claim; refuses any other claim', () => {
    expect(declaredTypeAgrees('image/png', 'image/png')).toBe(true);
    expect(declaredTypeAgrees('IMAGE/JPG', 'image/jpeg')).toBe(true);
    expect(declaredTypeAgrees('', 'image/gif')).toBe(true);
    expect(declaredTypeAgrees('application/octet-stream', 'application/pdf')).toBe(true);
    expect(declaredTypeAgrees('image/jpeg', 'image/png')).toBe(false);
    expect(declaredTypeAgrees('text/html', 'image/png')).toBe(false);
    expect(declaredTypeAgrees('video/webm;codecs=vp8', 'video/webm')).toBe(true);
    expect(declaredTypeAgrees('video/x-m4v', 'video/mp4')).toBe(true);
    expect(declaredTypeAgrees('video/mp4', 'video/webm')).toBe(false);
    expect(declaredTypeAgrees('video/quicktime', 'video/mp4')).toBe(false);
  });

  it("reads core's alias list, the one the video field reads: an alias the server takes is one the field takes", () => {
    for (const [alias, type] of Object.entries(UPLOAD_TYPE_ALIASES)) {
      expect(declaredTypeAgrees(alias, type), alias).toBe(true);
      if (type.startsWith('video/')) expect(videoUploadProblem({ size: 1, type: alias }), alias).toBeNull();
    }
  });
});

describe('storage keys', () => {
  it('are random, of one shape, with the extension of their type, and never a path', () => {
    const keys = Array.from({ length: 50 }, () => newStorageKey('image/webp'));
    expect(new Set(keys).size).toBe(50);
    expect(keys.every((key) => isStorageKey(key) && key.endsWith('.webp'))).toBe(true);
    expect(newStorageKey('application/pdf')).toMatch(/\.pdf$/);
    expect(isStorageKey(newStorageKey('video/mp4'))).toBe(true);
    expect(newStorageKey('video/webm')).toMatch(/\.webm$/);
    for (const refused of ['../x.png', 'a/b.png', `${keys[0]}/..`, '.htaccess', `${keys[0]}.png`, keys[0]?.replace('.webp', '.svg') ?? '']) {
      expect(isStorageKey(refused), refused).toBe(false);
    }
  });
});

describe('contentDisposition', () => {
  it('opens images and videos inline and downloads anything else under a header-safe name', () => {
    expect(contentDisposition('image/gif', 'x')).toBe('inline');
    expect(contentDisposition('video/webm', 'clase.webm')).toBe('inline');
    expect(contentDisposition('application/pdf', 'Recibo "año" (1).pdf')).toBe(`attachment; filename="Recibo ano (1).pdf"; filename*=UTF-8''Recibo%20%22a%C3%B1o%22%20%281%29.pdf`);
  });
});

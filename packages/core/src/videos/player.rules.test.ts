import { describe, expect, it } from 'vitest';
import { embedUrl, playerHeight, playerSource } from './player.rules.js';

describe('the video player (spec 2 /mystudio/video/{id}, spec 9 75% of the window)', () => {
  it('is 75% of the window high', () => {
    expect(playerHeight(800)).toBe(600);
    expect(playerHeight(-5)).toBe(0);
  });

  it.each([
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['http://vimeo.com/123456', 'https://player.vimeo.com/video/123456'],
  ])('embeds %s from its host player', (url, embed) => {
    expect(embedUrl(url)).toBe(embed);
  });

  it.each([
    'https://evil.test/video/1',
    'javascript:alert(1)',
    'https://player.vimeo.com/video/abc',
    'https://vimeo.com.evil.test/123456',
    'https://www.youtube.com/watch?v=<script>',
    'not a url',
    '',
  ])('never embeds %s', (url) => {
    expect(embedUrl(url)).toBeNull();
  });

  it('plays a known host in an iframe, an uploaded file in a video element, else nothing', () => {
    expect(playerSource({ url: 'https://vimeo.com/76979871', file: null })).toEqual({ kind: 'embed', src: 'https://player.vimeo.com/video/76979871' });
    expect(playerSource({ url: null, file: { src: '/api/files/3', name: 'clase.mp4', type: 'video/mp4' } })).toEqual({
      kind: 'file',
      src: '/api/files/3',
      type: 'video/mp4',
    });
    expect(playerSource({ url: 'https://cdn.test/clase.webm', file: null })).toEqual({ kind: 'file', src: 'https://cdn.test/clase.webm', type: 'video/webm' });
    expect(playerSource({ url: 'https://evil.test/page', file: null })).toEqual({ kind: 'none' });
    expect(playerSource({ url: null, file: { src: 'javascript:alert(1)', name: 'x.mp4' } })).toEqual({ kind: 'none' });
  });
});

import { describe, expect, it } from 'vitest';
import type { Announcement } from '@estudio/core';
import { htmlToText, latestAnnouncements, newestFirst } from './content.rules.js';

const announcement = (id: number, createdAt: string): Announcement => ({ announcement_id: id, title: `A${id}`, content: '', createdAt });

describe('announcements', () => {
  const all = [
    announcement(1, '2025-01-01T10:00:00Z'),
    announcement(2, '2025-03-01T10:00:00Z'),
    announcement(3, 'sin fecha'),
    announcement(4, '2025-02-01T10:00:00Z'),
    announcement(5, '2024-12-01T10:00:00Z'),
  ];

  it('sorts newest first with unreadable dates last', () => {
    expect(newestFirst(all).map((a) => a.announcement_id)).toEqual([2, 4, 1, 5, 3]);
  });

  it('keeps the latest three for the landing page', () => {
    expect(latestAnnouncements(all).map((a) => a.announcement_id)).toEqual([2, 4, 1]);
  });
});

describe('htmlToText', () => {
  it('keeps only the text, without running anything', () => {
    expect(htmlToText('<p>Hola <strong>mundo</strong></p>\n<img src=x onerror="window.ran=1"><script>window.ran=2</script>')).toBe('Hola mundo');
    expect((window as { ran?: number }).ran).toBeUndefined();
  });
});

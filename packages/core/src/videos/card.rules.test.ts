import { describe, expect, it } from 'vitest';
import { videoFixture } from '../testing/video-fixture.js';
import { plainText, truncateText, videoCardView, videoCoachName, videoDurationLabel, videoPath } from './card.rules.js';

const LOGO = 'https://cdn.test/logo.png';

describe('video card texts (spec 2, spec 9: title 35, description 60)', () => {
  it('keeps a text that fits and cuts a longer one with an ellipsis', () => {
    expect(truncateText('Yoga para corredores', 35)).toBe('Yoga para corredores');
    expect(truncateText('a'.repeat(35), 35)).toBe('a'.repeat(35));
    expect(truncateText(`${'a'.repeat(35)}b`, 35)).toBe(`${'a'.repeat(35)}…`);
    expect(truncateText('Saludo al sol para empezar el día con calma', 35)).toBe('Saludo al sol para empezar el día c…');
  });

  it('never splits an accent or an emoji, and drops spaces at the cut', () => {
    expect(truncateText('ñañañañaña', 3)).toBe('ñañ…');
    expect(truncateText('🧘🧘🧘🧘', 2)).toBe('🧘🧘…');
    expect(truncateText('Yoga      para', 6)).toBe('Yoga…');
  });

  it('reads an HTML description as text', () => {
    expect(plainText('<p>Yoga con <strong>30 minutos</strong> &amp; respiración&nbsp;guiada.</p><script>alert(1)</script>')).toBe(
      'Yoga con 30 minutos & respiración guiada.',
    );
    expect(plainText('&#241;&#xE1;')).toBe('ñá');
    expect(plainText(null)).toBe('');
  });

  it('builds a card: cut title and description, duration, coach and marks', () => {
    const card = videoCardView(
      videoFixture(7, {
        name: 'Subidas al ritmo del house con Carlos Méndez',
        description: `<p>${'Cycling '.repeat(12)}</p>`,
        duration: 45 * 60,
        favorite: 1,
        completed: true,
      }),
      LOGO,
    );
    expect(card).toMatchObject({
      id: 7,
      href: '/mystudio/video/7',
      title: 'Subidas al ritmo del house con Carl…',
      fullTitle: 'Subidas al ritmo del house con Carlos Méndez',
      duration: '45 min',
      coach: 'con Ana López',
      favorite: true,
      completed: true,
      thumbnailIsLogo: false,
    });
    expect(Array.from(card.description)).toHaveLength(61);
    expect(card.description.endsWith('…')).toBe(true);
  });

  it('shows the studio logo when a video has no thumbnail (spec 2)', () => {
    const card = videoCardView(videoFixture(1, { thumbnail: null }), LOGO);
    expect(card.thumbnail).toBe(LOGO);
    expect(card.thumbnailIsLogo).toBe(true);
    expect(videoCardView(videoFixture(1, { thumbnail: ' ' }), null)).toMatchObject({ thumbnail: null, thumbnailIsLogo: false });
  });

  it("names the coach by nickname, else name and last name, and rounds minutes", () => {
    expect(videoCoachName(videoFixture(1, { instructor: { instructor_id: 3, name: 'Sofía', last_name: 'Ramírez', nick_name: 'Sofi' } }))).toBe('Sofi');
    expect(videoCoachName(videoFixture(1, { instructor: null }))).toBeNull();
    expect(videoDurationLabel(0)).toBe('0 min');
    expect(videoDurationLabel(20)).toBe('1 min');
    expect(videoDurationLabel(29 * 60 + 40)).toBe('30 min');
    expect(videoPath(12)).toBe('/mystudio/video/12');
  });
});

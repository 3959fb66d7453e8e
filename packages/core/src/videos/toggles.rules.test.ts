import { describe, expect, it } from 'vitest';
import { videoFixture } from '../testing/video-fixture.js';
import { completionToggle, favoriteToggle, replaceVideo, withFavorite } from './toggles.rules.js';

describe('favourite and completion toggles (spec 4 Videos, spec 8)', () => {
  it("adds a video that is not a favourite ('¡Favorito agregado!') and removes one that is ('¡Favorito eliminado!')", () => {
    expect(favoriteToggle(videoFixture(1))).toEqual({ action: 'add', next: 1, notice: '¡Favorito agregado!' });
    expect(favoriteToggle(videoFixture(1, { favorite: 1 }))).toEqual({ action: 'remove', next: 0, notice: '¡Favorito eliminado!' });
    expect(withFavorite(videoFixture(1), 1).favorite).toBe(1);
  });

  it('marks a video complete, and a completed one uncomplete', () => {
    expect(completionToggle(videoFixture(1))).toMatchObject({ action: 'complete', next: true });
    expect(completionToggle(videoFixture(1, { completed: true }))).toMatchObject({ action: 'uncomplete', next: false });
  });

  it('replaces a video of a list in place', () => {
    const list = [videoFixture(1), videoFixture(2), videoFixture(3)];
    const updated = replaceVideo(list, videoFixture(2, { favorite: 1 }));
    expect(updated.map((v) => [v.video_id, v.favorite])).toEqual([[1, 0], [2, 1], [3, 0]]);
  });
});

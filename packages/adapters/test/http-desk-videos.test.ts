import { describe, expect, it } from 'vitest';
import { messages } from '@estudio/core';
import { useTestServer } from './support/browser.js';
import { deskSignIn } from './support/desk.js';

/**
 * 'Videos' of the back office (`createHttpDeskCatalogueApi(http).videos`,
 * issue 15) against the real server: a video uploaded through /files and
 * served to a player in ranges, every video (hidden ones too) paged and
 * searched, publishing and hiding, the form's choices, and the server's
 * refusals as {code, message}.
 */
const server = useTestServer();

const signedIn = deskSignIn(server);

/** The first bytes Chromium's MediaRecorder writes (an EBML header naming 'webm'), then a known body. */
const webm = (): File => {
  const bytes = Uint8Array.from({ length: 2048 }, (_, index) => index % 251);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04]);
  return new File([bytes], 'clase.webm', { type: 'video/webm' });
};

const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

describe("the desk's videos over the real server", () => {
  it('creates a hidden video from an uploaded file, finds it by name, publishes it for customers, and deletes it', async () => {
    const { api, catalogue } = await signedIn('admin@estudio.test');
    const uploaded = await api.files.upload({ file: webm() });
    if (!uploaded.ok) throw new Error(uploaded.error.message);
    expect(uploaded.value).toMatchObject({ type: 'video/webm', size: 2048 });

    // Its bytes are served to a player, in ranges too.
    const part = await fetch(uploaded.value.src, { headers: { range: 'bytes=0-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-19/2048');
    expect(part.headers.get('content-type')).toBe('video/webm');
    expect((await part.arrayBuffer()).byteLength).toBe(20);

    const name = unique('Movilidad guiada');
    const created = await catalogue.videos.create({ name, file_id: uploaded.value.file_id, duration: 95, published: false });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value).toMatchObject({ name, published: false, duration: 95, file: { file_id: uploaded.value.file_id, type: 'video/webm' } });
    const id = created.value.video_id;

    const found = await catalogue.videos.list({ query: name.toUpperCase(), per_page: 5 });
    expect(found.ok && found.value).toEqual({ rows: [created.value], total: 1 });

    const socia = await signedIn('socia@estudio.test');
    expect(await socia.api.videos.one(id)).toMatchObject({ ok: false, error: { code: 'video/not-found', message: messages.videos.notFound, status: 404 } });
    const published = await catalogue.videos.update(id, { published: true });
    expect(published.ok && published.value.published).toBe(true);
    const seen = await socia.api.videos.one(id);
    expect(seen.ok && seen.value.file?.src).toBe(uploaded.value.src);

    const removed = await catalogue.videos.remove(id);
    expect(removed.ok && removed.value.video_id).toBe(id);
    expect(await catalogue.videos.list({ query: name })).toMatchObject({ ok: true, value: { rows: [], total: 0 } });
  });

  it("gives the form's choices: every coach, class type, category, program and video type, and the video tags only", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    const choices = await catalogue.videos.choices();
    if (!choices.ok) throw new Error(choices.error.message);
    for (const list of [choices.value.coaches, choices.value.classTypes, choices.value.videoTypes, choices.value.tags]) expect(list.length).toBeGreaterThan(0);
    expect(choices.value.coaches[0]).toEqual({ id: expect.any(Number), name: expect.stringMatching(/\S/) });
    expect(choices.value.tags.every((tag) => tag.type === 'video')).toBe(true);
  });

  it("answers the server's refusals: an unknown tag (404), a body without a source (400), the front desk (403)", async () => {
    const { catalogue } = await signedIn('admin@estudio.test');
    expect(await catalogue.videos.create({ name: 'x', url: 'https://vimeo.com/76979871', tag_ids: [999_999] })).toMatchObject({
      ok: false, error: { code: 'tag/not-found', status: 404 },
    });
    const noSource = await catalogue.videos.create({ name: 'x' });
    expect(noSource).toMatchObject({ ok: false, error: { status: 400 } });
    expect(!noSource.ok && noSource.error.message).toContain(messages.videos.sourceRequired);
    const desk = await signedIn('recepcion@estudio.test');
    expect(await desk.catalogue.videos.list({})).toMatchObject({ ok: false, error: { code: 'auth/forbidden', status: 403 } });
  });
});

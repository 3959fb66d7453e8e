/**
 * A fake camera for the check-in journeys: what Chromium's fake capture
 * device shows (`useBrowser({ fakeCamera })`) is one still frame of a Y4M
 * file, here a QR code on white, drawn from an SVG by the browser itself.
 */
import { randomUUID } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { QRCodeSVG } from 'qrcode.react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll } from 'vitest';

/** One grey-level picture: a byte per pixel, row by row. */
export interface GreyFrame {
  readonly width: number;
  readonly height: number;
  readonly grey: Uint8Array;
}

/** The camera's picture: 640×480, as a phone's rear camera gives at the least. */
const FRAME = { width: 640, height: 480 } as const;
/** The code's side in the picture: most of its height, as a code held up to a phone. */
const CODE_SIDE = 360;
/** Chroma at its midpoint: no colour. */
const NEUTRAL = 128;

/**
 * A one-frame Y4M video of a grey picture (4:2:0, full-range luma, as
 * JPEG): Chromium loops it as long as the camera is on.
 */
export const y4mOf = ({ width, height, grey }: GreyFrame): Buffer => {
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error(`A 4:2:0 frame needs even sides, not ${width}×${height}`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, NEUTRAL);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F1:1 Ip A1:1 C420jpeg\nFRAME\n`), grey, chroma]);
};

/** The SVG markup of a QR code holding `value`, drawn as the app draws a reservation's (same library, level M, margin 2). */
export const qrMarkup = (value: string): string =>
  renderToStaticMarkup(createElement(QRCodeSVG, { value, size: 248, level: 'M', marginSize: 2 }));

/** A plain mid-grey picture: what the camera shows before a test puts a code in front of it. */
const blank = (): GreyFrame => ({ ...FRAME, grey: new Uint8Array(FRAME.width * FRAME.height).fill(NEUTRAL) });

/**
 * The picture of an SVG (a QR code's markup) centred on white, drawn by the
 * browser of `page`. Use a blank page (about:blank): an app page's content
 * security policy may refuse the data: image.
 */
export const pictureOf = async (page: Page, svgMarkup: string): Promise<GreyFrame> => {
  const base64 = await page.evaluate(
    async ({ markup, width, height, side }) => {
      // Parsed as HTML, the <svg> lands in the SVG namespace whether or not the markup names it.
      const holder = document.createElement('div');
      holder.innerHTML = markup;
      const svg = holder.querySelector('svg');
      if (!svg) throw new Error('No <svg> in the markup');
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('No 2D canvas');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.imageSmoothingEnabled = false;
      context.drawImage(image, (width - side) / 2, (height - side) / 2, side, side);
      const rgba = context.getImageData(0, 0, width, height).data;
      // Black and white only: the red channel is the grey level.
      let bytes = '';
      for (let index = 0; index < rgba.length; index += 4) bytes += String.fromCharCode(rgba[index] ?? 0);
      return btoa(bytes);
    },
    { markup: svgMarkup, ...FRAME, side: CODE_SIDE },
  );
  return { ...FRAME, grey: new Uint8Array(Buffer.from(base64, 'base64')) };
};

/**
 * A fake camera for a test file: the path of its video (for
 * `useBrowser({ fakeCamera: camera.file })`, called after this so the file
 * exists before the browser launches), and `show` to put a picture in front
 * of it. Chromium reads the file when a page starts the camera: show the
 * picture first, then start it. The file is removed after the file's tests.
 */
export const useFakeCamera = () => {
  const file = join(tmpdir(), `estudio-e2e-camera-${randomUUID()}.y4m`);
  // Written aside and renamed over: a camera still closing keeps reading the old file, never half of the new one.
  const show = (frame: GreyFrame): void => {
    writeFileSync(`${file}.next`, y4mOf(frame));
    renameSync(`${file}.next`, file);
  };
  beforeAll(() => show(blank()));
  afterAll(() => rmSync(file, { force: true }));
  return { file, show };
};

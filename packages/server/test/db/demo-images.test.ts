import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_IMAGES, DEMO_SETTINGS, demoImageSvg } from '../../src/db/seed/index.js';

/** The web app serves its public folder at the site root: '/demo/x.svg' lives in public/demo/x.svg. */
const PUBLIC = fileURLToPath(new URL('../../../web-react/public', import.meta.url));
/** `UPDATE_DEMO_IMAGES=1` rewrites the pictures from the seed's definitions, like `vitest -u` for snapshots. */
const UPDATE = process.env.UPDATE_DEMO_IMAGES === '1';

describe('demo images', () => {
  it.each(Object.values(DEMO_IMAGES))('$src exists in the web app with the seed’s content', (image) => {
    const file = join(PUBLIC, image.src);
    if (UPDATE) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, demoImageSvg(image));
    }
    expect(readFileSync(file, 'utf8')).toBe(demoImageSvg(image));
  });

  it('every image a demo setting names is one of them', () => {
    const paths = Object.values(DEMO_SETTINGS).filter((value): value is string => value?.startsWith('/demo/') ?? false);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(existsSync(join(PUBLIC, path)), path).toBe(true);
  });

  it('escapes the label so every picture is well-formed XML text', () => {
    const svg = demoImageSvg({ src: '/x.svg', label: 'A & <B>', width: 10, height: 10, colors: ['#000', '#fff'], drawLabel: true });
    expect(svg).toContain('A &amp; &lt;B&gt;');
    expect(svg).not.toContain('A & <B>');
  });

  it('paints a label only on marks and initials, never on photo stand-ins', () => {
    expect(demoImageSvg(DEMO_IMAGES.logo)).toContain('<text');
    expect(demoImageSvg(DEMO_IMAGES['coach-mariana'])).toContain('>ML</text>');
    expect(demoImageSvg(DEMO_IMAGES.hero)).not.toContain('<text');
    expect(demoImageSvg(DEMO_IMAGES['type-yoga'])).not.toContain('<text');
  });
});

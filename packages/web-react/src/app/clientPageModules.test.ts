// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { clientPageModules } from './clientPageModules.js';

/** This package's root, which the build's manifest keys are relative to. */
const root = fileURLToPath(new URL('../../', import.meta.url));

describe('clientPageModules', () => {
  it("names the member area's session, frame and calendar for /mystudio, and only its frame for its other screens", () => {
    const calendar = clientPageModules('/mystudio');
    expect(calendar).toContain('src/app/session.runtime.ts');
    expect(calendar).toContain('src/features/member/MemberLayout.tsx');
    expect(calendar).toContain('src/features/schedule/screens/MemberCalendarPage.tsx');
    expect(clientPageModules('/mystudio/')).toEqual(calendar);
    expect(clientPageModules('/MyStudio')).toEqual(calendar);
    const purchases = clientPageModules('/mystudio/membresias');
    expect(purchases).toContain('src/features/member/MemberLayout.tsx');
    expect(purchases).not.toContain('src/features/schedule/screens/MemberCalendarPage.tsx');
  });

  it('names nothing for the links opened with a token, nor for pages outside the member area', () => {
    for (const path of ['/mystudio/cancelar', '/mystudio/CANCELAR', '/mystudio/lista-de-espera/oferta', '/', '/calendario', '/mystudiox', '/admin']) {
      expect(clientPageModules(path), path).toEqual([]);
    }
  });

  it('names modules that exist, so a file moved without this table fails here, not silently in the browser', () => {
    for (const key of clientPageModules('/mystudio')) expect(existsSync(`${root}${key}`), key).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { hasMemberFrame, isNoticeLinkPath, noticeLink, NOTICE_LINK_PATHS, pageRoute } from './links.js';

describe('the pages notices link to with a token', () => {
  it('are known in any case and with a trailing slash, as the router matches them', () => {
    for (const path of Object.values(NOTICE_LINK_PATHS)) {
      expect(isNoticeLinkPath(path)).toBe(true);
      expect(isNoticeLinkPath(`${path}/`)).toBe(true);
      expect(isNoticeLinkPath(path.toUpperCase())).toBe(true);
    }
  });

  it('are no other page of the member area', () => {
    for (const path of ['/mystudio', '/mystudio/', '/mystudio/cancelar/otra', '/mystudio/lista-de-espera', '/cancelar', '/mystudio/perfil']) {
      expect(isNoticeLinkPath(path)).toBe(false);
    }
  });

  it('are the member area pages without its frame', () => {
    expect(['/mystudio', '/MyStudio/', '/mystudio/reservaciones', '/mystudio/video/3'].every(hasMemberFrame)).toBe(true);
    expect([...Object.values(NOTICE_LINK_PATHS), '/', '/mystudios', '/calendario', '/admin'].some(hasMemberFrame)).toBe(false);
  });

  it('read a path as the router does', () => {
    expect(['/', '//', '/Paquetes/', '/a//'].map(pageRoute)).toEqual(['/', '/', '/paquetes', '/a']);
  });

  it('carry their token in the fragment', () => {
    expect(noticeLink('https://estudio.mx', 'cancelReservation', 'abc')).toBe('https://estudio.mx/mystudio/cancelar#abc');
    expect(noticeLink('https://estudio.mx', 'waitlistOffer', 'x.y')).toBe('https://estudio.mx/mystudio/lista-de-espera/oferta#x.y');
  });
});

/**
 * The one part of jsdom the server render's test uses (entry-server.test.tsx):
 * an inert window for DOMPurify and the HTML parser, as the server passes
 * one. @types/jsdom is left out on purpose: it declares DOM types globally,
 * which breaks the server package's Node typings.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}

/**
 * The one part of jsdom the server uses (render.ts): an inert window the
 * page renderer cleans and reads CMS HTML on. @types/jsdom is left out on
 * purpose: it declares DOM types globally, against this package's Node ones.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}

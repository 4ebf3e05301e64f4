// The part of jsdom's API the server tests use to parse served HTML and XML as a browser does (the
// package ships no types, and the DOM tests get jsdom from Vitest's environment instead).
declare module 'jsdom' {
  export class JSDOM {
    constructor(markup?: string, options?: { contentType?: string });
    readonly window: Window & typeof globalThis;
  }
}

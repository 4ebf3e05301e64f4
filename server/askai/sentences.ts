// The model's answer is checked sentence by sentence before the shopper sees it (grounding.ts):
// pieces of the stream are held until a sentence ends, so an invented figure is never shown, not
// even for the moment it takes to catch it.

// A sentence ends at . ! ? । ؟ … followed by white space (so "R 1,259.00" does not end one), or at
// a line break.
const BOUNDARY = /[.!?।؟…]+["'»”)]*\s+|\n+/g;

export class SentenceBuffer {
  private pending = '';

  /** Adds a piece of the stream; gives back the sentences it completed, in order. */
  push(piece: string): string[] {
    this.pending += piece;
    const sentences: string[] = [];
    let start = 0;
    for (const match of this.pending.matchAll(BOUNDARY)) {
      const end = (match.index ?? 0) + match[0].length;
      sentences.push(this.pending.slice(start, end));
      start = end;
    }
    this.pending = this.pending.slice(start);
    return sentences;
  }

  /** What is left when the stream ends (a last sentence without a full stop), or ''. */
  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return rest;
  }
}

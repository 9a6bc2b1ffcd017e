/**
 * Follows an upload's bytes, as they stream, for the start of another format inside it: a PDF
 * header (`%PDF-` and a version digit; PDF readers look for it in the first kilobyte, some
 * further) and HTML a browser would run or show (`<script`, `<iframe`, `<object`, `<embed`,
 * `<html`, `<!doctype html`, `javascript:`, and an `<svg` or `<img` tag with an `on...=`
 * handler). Only the first offset of each is kept. The markers are long enough that compressed
 * image data, which looks random, holds one by chance about once in 100,000 files of 25 MB.
 */
const PDF_HEADER = /%PDF-\d/g;
const MARKUP = /<(?:script|iframe|object|embed)[\s>/]|<html[\s>]|<!doctype html|javascript:|<(?:svg|img)\b[^>]{0,100}?\son[a-z]+\s*=/i;

/** Longer than any marker (a tag with a handler included), so one split between two chunks is still found. */
const CARRY = 128;

export interface EmbeddedMarkerOffsets {
  /** A PDF header after the first byte. */
  pdf?: number;
  markup?: number;
}

export class EmbeddedMarkers {
  readonly found: EmbeddedMarkerOffsets = {};
  #carry = '';
  /** Offset in the file of the carried text's first character. */
  #carryStart = 0;

  push(chunk: Buffer): void {
    if (this.found.pdf !== undefined && this.found.markup !== undefined) return;
    // latin1 maps each byte to one character, so string offsets are file offsets.
    const text = this.#carry + chunk.toString('latin1');
    if (this.found.pdf === undefined) {
      // A PDF's own header at the first byte does not count.
      const header = [...text.matchAll(PDF_HEADER)].find((match) => this.#carryStart + match.index > 0);
      if (header) this.found.pdf = this.#carryStart + header.index;
    }
    const markup = this.found.markup === undefined ? text.search(MARKUP) : -1;
    if (markup >= 0) this.found.markup = this.#carryStart + markup;
    const carried = Math.min(CARRY, text.length);
    this.#carryStart += text.length - carried;
    this.#carry = text.slice(text.length - carried);
  }
}

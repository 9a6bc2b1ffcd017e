/**
 * The lender's mark: its initial in white on a square of the brand colour. One geometry, drawn as
 * SVG for browsers that take it and rasterised for the PNG and ICO sizes the rest need.
 */
import type { RgbaImage } from './encode-png';

/** The drawing's grid; edges on multiples of 4 stay sharp at 16 and 32 pixels. */
const GRID = 64;
const CORNER = 14;
/** The letter H as rectangles [x, y, width, height]: two uprights and the bar between them. */
const LETTER: readonly (readonly [number, number, number, number])[] = [
  [16, 16, 8, 32],
  [40, 16, 8, 32],
  [24, 28, 16, 8],
];

export interface MarkOptions {
  /** The brand colour, '#rrggbb'. */
  colour: string;
  /** Square corners, for platforms that round the icon themselves (Apple's touch icon). */
  square?: boolean;
}

export function markSvg({ colour, square }: MarkOptions): string {
  const letter = LETTER.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}">` +
    `<rect width="${GRID}" height="${GRID}"${square ? '' : ` rx="${CORNER}"`} fill="${colour}"/>` +
    `<g fill="#fff">${letter}</g></svg>\n`
  );
}

function insideSquare(x: number, y: number, square: boolean | undefined): boolean {
  if (x < 0 || y < 0 || x > GRID || y > GRID) return false;
  if (square) return true;
  // Distance from the nearest corner's centre, where the point lies in a corner's box.
  const cx = Math.min(Math.max(x, CORNER), GRID - CORNER);
  const cy = Math.min(Math.max(y, CORNER), GRID - CORNER);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

function insideLetter(x: number, y: number): boolean {
  return LETTER.some(([lx, ly, w, h]) => x >= lx && x < lx + w && y >= ly && y < ly + h);
}

/** The mark at `size` pixels, each pixel's coverage sampled on an 8 by 8 grid for smooth edges. */
export function markImage(size: number, { colour, square }: MarkOptions): RgbaImage {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const samples = 8;
  const scale = GRID / size;
  const pixels = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let shape = 0;
      let letter = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) * scale;
          const y = (py + (sy + 0.5) / samples) * scale;
          if (!insideSquare(x, y, square)) continue;
          shape += 1;
          if (insideLetter(x, y)) letter += 1;
        }
      }
      const white = shape === 0 ? 0 : letter / shape;
      const at = (py * size + px) * 4;
      pixels[at] = Math.round(r + (255 - r) * white);
      pixels[at + 1] = Math.round(g + (255 - g) * white);
      pixels[at + 2] = Math.round(b + (255 - b) * white);
      pixels[at + 3] = Math.round((255 * shape) / samples ** 2);
    }
  }
  return { width: size, height: size, pixels };
}

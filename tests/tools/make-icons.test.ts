import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeIco } from '../../tools/icons/encode-ico';
import { encodePng } from '../../tools/icons/encode-png';
import { markImage, markSvg } from '../../tools/icons/lender-mark';
import { brandColour, webManifest } from '../../tools/make-icons';

const PUBLIC = 'src/app/public';

/** Width, height and the first pixel of a PNG written by encodePng (RGBA, 8 bits, unfiltered rows). */
function readPng(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  let at = 8;
  const data: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const pixel = (x: number, y: number) => [...rows.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, pixel };
}

const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('the site icons', () => {
  it('encode a mark the decoder reads back: the brand colour around a white letter', () => {
    const colour = '#0f766e';
    const png = readPng(encodePng(markImage(64, { colour })));
    expect([png.width, png.height]).toEqual([64, 64]);
    expect(png.pixel(0, 0)[3]).toBe(0); // the rounded corner is transparent
    expect(hex(png.pixel(8, 32).slice(0, 3))).toBe(colour);
    expect(hex(png.pixel(20, 32).slice(0, 3))).toBe('#ffffff'); // the left upright
    expect(readPng(encodePng(markImage(64, { colour, square: true }))).pixel(0, 0)[3]).toBe(255);
  });

  it('pack PNGs into an .ico directory', () => {
    const images = [16, 32].map((size) => ({ size, png: encodePng(markImage(size, { colour: '#000000' })) }));
    const ico = encodeIco(images);
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 2]);
    expect(ico.readUInt8(6 + 16)).toBe(32);
    const offset = ico.readUInt32LE(6 + 16 + 12);
    expect(ico.subarray(offset, offset + images[1].png.length).equals(images[1].png)).toBe(true);
  });

  // The files are kept in the repository: a changed brand colour must bring new ones (npm run generate:icons).
  it("as kept in the web app, are drawn in the theme's brand colour at the sizes the manifest names", async () => {
    const colour = brandColour();
    expect(await readFile(`${PUBLIC}/icon.svg`, 'utf8')).toBe(markSvg({ colour }));
    const manifest = JSON.parse(await readFile(`${PUBLIC}/manifest.webmanifest`, 'utf8'));
    expect(manifest).toEqual(webManifest(colour));
    for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
      const png = readPng(await readFile(`${PUBLIC}${icon.src}`));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
      expect(hex(png.pixel(png.width / 8, png.height / 2).slice(0, 3))).toBe(colour);
    }
    const ico = await readFile(`${PUBLIC}/favicon.ico`);
    expect(Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
  });
});

/**
 * Writes the site's icons and web-app manifest into the web app's public folder (src/app/public),
 * which the build copies to the site root: favicon.ico (16, 32, 48), icon.svg, the manifest's
 * 192 and 512 PNGs and Apple's touch icon, all in the theme's brand colour. The files are kept in
 * the repository; run `npm run generate:icons` again after the brand colour changes.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { system } from '../src/app/theme';
import { encodeIco } from './icons/encode-ico';
import { encodePng } from './icons/encode-png';
import { markImage, markSvg } from './icons/lender-mark';

const LENDER = { name: 'Harbour Business Finance', shortName: 'Harbour' };
const OUT = path.resolve('src/app/public');

/** The brand's solid colour: what its buttons are filled with. */
export function brandColour(): string {
  const colour = system.token('colors.brand.500');
  if (!/^#[0-9a-f]{6}$/i.test(colour)) throw new Error(`The theme's brand colour is not #rrggbb: ${colour}`);
  return colour;
}

export function webManifest(colour: string) {
  return {
    name: LENDER.name,
    short_name: LENDER.shortName,
    description: 'Apply online for a business term loan.',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: colour,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

async function main() {
  const colour = brandColour();
  const png = (size: number, square = false) => encodePng(markImage(size, { colour, square }));
  await mkdir(OUT, { recursive: true });
  const files: Record<string, string | Buffer> = {
    'icon.svg': markSvg({ colour }),
    'favicon.ico': encodeIco([16, 32, 48].map((size) => ({ size, png: png(size) }))),
    'icon-192.png': png(192),
    'icon-512.png': png(512),
    // iOS fills transparency with black and rounds the corners itself.
    'apple-touch-icon.png': png(180, true),
    'manifest.webmanifest': `${JSON.stringify(webManifest(colour), null, 2)}\n`,
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(OUT, name), content);
    console.log(`${path.relative(process.cwd(), path.join(OUT, name))}: ${Buffer.byteLength(content)} bytes`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();

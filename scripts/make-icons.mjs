// Renders public/icon/{16,32,48,128}.png from the SVG below with Debian's Chromium.
// Run by hand after changing the artwork (`node scripts/make-icons.mjs`); the PNGs are
// committed and the build never runs this.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'icon');

// A card on green felt: legible at 16 px, where only the shapes and colours survive.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128">
  <rect x="4" y="4" width="120" height="120" rx="24" fill="#1f7a45"/>
  <rect x="30" y="16" width="68" height="96" rx="10" fill="#fff" stroke="#0f3d22" stroke-width="4"/>
  <path d="M64 36 C 52 52, 40 60, 40 72 a 12 12 0 0 0 21 8 l -5 14 h 16 l -5 -14 a 12 12 0 0 0 21 -8
    C 88 60, 76 52, 64 36 Z" fill="#1b1b1b"/>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  mkdirSync(outDir, { recursive: true });
  for (const size of [16, 32, 48, 128]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">` +
        svg.replace('<svg ', `<svg width="${size}" height="${size}" `) +
        `</body></html>`,
    );
    await page.screenshot({ path: join(outDir, `${size}.png`), omitBackground: true });
    console.log(`wrote public/icon/${size}.png`);
  }
} finally {
  await browser.close();
}

// Renders public/icon/{16,32,48,128}.png from the SVG below with Debian's Chromium.
// Run by hand after changing the artwork (`node scripts/make-icons.mjs`); the PNGs are
// committed and the build never runs this. `npm run check:packages` checks the 128 px padding.
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

const icon = (size) => svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
// The Chrome Web Store wants the 128 px icon's artwork in its middle 96 x 96, with 16 px of transparent
// padding on each side (developer.chrome.com/docs/webstore/images#icons). So for that size the felt
// square (4..124 in the drawing) is cropped to fill exactly those 96 px. The smaller sizes stay full bleed: at 16 px, padding would leave almost nothing to see.
const storeIcon = svg
  .replace('viewBox="0 0 128 128"', 'viewBox="4 4 120 120"')
  .replace('<svg ', '<svg width="96" height="96" style="display:block;margin:16px" ');

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
      `<html><body style="margin:0;background:transparent">${size === 128 ? storeIcon : icon(size)}</body></html>`,
    );
    await page.screenshot({ path: join(outDir, `${size}.png`), omitBackground: true });
    console.log(`wrote public/icon/${size}.png`);
  }
} finally {
  await browser.close();
}

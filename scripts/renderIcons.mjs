// node scripts/renderIcons.mjs: draws the app icons of public/manifest.webmanifest (the compass
// star of favicon.svg) and renders them to PNG with Chromium. Run it after changing the drawing
// and commit the PNGs; the build only copies them.
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const background = '#0b0716';
const star = '#b49cff';
const centre = '#ff7ac6';

/**
 * The star on the site's background. `scale` shrinks the star about the centre: a maskable icon
 * keeps it inside the middle 80% that every platform's mask leaves visible.
 */
function drawing({ rounded, scale }) {
  const corner = rounded ? 14 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <rect width="64" height="64" rx="${corner}" fill="${background}"/>
  <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">
    <path d="M32 8l6 18 18 6-18 6-6 18-6-18-18-6 18-6z" fill="${star}"/>
    <circle cx="32" cy="32" r="5" fill="${centre}"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'maskable-192.png', size: 192, rounded: false, scale: 0.8 },
  { file: 'maskable-512.png', size: 512, rounded: false, scale: 0.8 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.8 },
];

const folder = new URL('../public/icons/', import.meta.url);
await mkdir(folder, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, rounded, scale } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<html><body style="margin:0">${drawing({ rounded, scale })}</body></html>`);
    await page.screenshot({ path: new URL(file, folder).pathname, omitBackground: rounded });
    await page.close();
  }
} finally {
  await browser.close();
}

// What the bench (scripts/bench.mjs) and the profile (scripts/profile.mjs) share to measure a
// build with Lighthouse beside its naive twin (decision 047): the Chromium they drive, a fresh
// headless Chrome per Lighthouse run, and the two servers.
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/**
 * One Lighthouse navigation of `url` in a Chrome of its own, scoring the categories given.
 * @param {string} url
 * @param {string[]} categories
 */
export async function lighthouseIn(url, categories) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
  } finally {
    await chrome.kill();
  }
}

/**
 * Serves the build in `dir` on `port` and its naive build (`dir-naive`) on the port after it,
 * while `measure` runs.
 * @param {string} dir
 * @param {number} port
 * @param {() => Promise<void>} measure
 */
export async function whileServingWithNaive(dir, port, measure) {
  const servers = [
    [dir, port],
    [`${dir}-naive`, port + 1],
  ].map(([served, on]) => spawn('node', ['scripts/serve.mjs', '--port', String(on), '--dir', String(served)], { stdio: 'ignore' }));
  await new Promise((resolve) => setTimeout(resolve, 800));
  try {
    await measure();
  } finally {
    for (const server of servers) server.kill();
  }
}

// Browser tests run on Debian's Chromium (Playwright cannot download its own browser here).
// Installs it with apt when it is missing and we are allowed to; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Installing Chromium for browser tests (apt-get install chromium)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } else {
    console.error(
      `Chromium was not found at ${chromium}. Install it (Debian: sudo apt-get install chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
}

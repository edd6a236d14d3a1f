// The browser tests drive Debian's Chromium (no browser download). Installs it where absent and
// allowed (root on Debian, as on CI); otherwise says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('[e2e] installing Debian chromium…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } else {
    console.error(`[e2e] ${path} not found: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

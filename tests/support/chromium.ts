import {existsSync} from 'node:fs';

/** Debian's package puts Chromium here; CHROMIUM_PATH overrides it on other systems. */
const defaultChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const found = defaultChromiumPaths.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error('Chromium not found. Install it with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.');
  }
  return found;
}

/** Flags for Chromium in this sandbox and in CI: no sandbox, GPU, updates, sync or first-run screens. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

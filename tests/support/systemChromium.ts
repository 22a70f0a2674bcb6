import { existsSync } from 'node:fs';

/**
 * The system Chromium the browser tests use when there is one: CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium (what .ci/run installs). Undefined means Playwright's own bundled browser.
 */
export const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((candidate): candidate is string => !!candidate && existsSync(candidate));

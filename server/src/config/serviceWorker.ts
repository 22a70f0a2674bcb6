// SERVICE_WORKER: `off` turns the web app's service worker off (docs/offline.md). Then
// /sw.js is not served (404), pages tell the app not to register it, and the app
// unregisters one a reader's browser still has and deletes its caches. Anything but `on`,
// `off` or unset stops start-up, as a mistyped setting should.

export function serviceWorkerEnabled(value: string | undefined = process.env.SERVICE_WORKER): boolean {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'on') return true;
  if (setting === 'off') return false;
  throw new Error(`SERVICE_WORKER must be "on" or "off", got "${value}"`);
}

import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd';
import { itemId, savedItemPath } from '../shared/saved/savedFigures';
import { useSavedNow } from '../features/saved/useSavedNow';
import { paths } from '../config/paths';
import { loadWholePagesWhileOffline } from '../shared/offline/offlineLinks';
import { useOfflineState } from '../shared/offline/offlineState';
import { applyUpdate, keepForOffline, removeServiceWorker, startServiceWorker } from '../shared/offline/serviceWorkerClient';
import { readBootData } from './bootData';

// The service worker composed into the app (docs/offline.md): started after the page has
// hydrated (this sits beside HydrationMark) and loaded, or removed when the server has it
// off; told which pages to keep for offline reading, /saved and each saved item's page,
// whenever the saved list changes; and the quiet notice of a new version.

export function OfflineSupport() {
  const [running, setRunning] = useState(false);
  useEffect(() => {
    const boot = readBootData();
    // A page the browser rendered without the server (a failed render) leaves things as they are.
    if (!boot) return;
    if (boot.serviceWorker === false) {
      void removeServiceWorker().catch(() => undefined);
      return;
    }
    let live = true;
    void startServiceWorker().then((started) => live && setRunning(started));
    const stopLinks = loadWholePagesWhileOffline();
    return () => {
      live = false;
      stopLinks();
    };
  }, []);
  return (
    <>
      {running ? <KeepSavedPages /> : null}
      <NewVersionNotice />
    </>
  );
}

/** Keeps /saved and the page of every saved item the data still has; lets go of unsaved ones. */
function KeepSavedPages() {
  const { state, found, loaded, error } = useSavedNow();
  const { items } = state.store;
  const urls = useMemo(() => {
    if (state.pending || error || (items.length > 0 && !loaded)) return undefined;
    const pages = items.flatMap((item) => {
      const now = found.get(itemId(item.kind, item.key));
      return now ? [savedItemPath(now)] : [];
    });
    return pages.length ? [paths.saved, ...pages] : [];
  }, [state.pending, error, items, loaded, found]);
  const key = urls ? JSON.stringify(urls) : undefined;
  useEffect(() => {
    if (key !== undefined) void keepForOffline(JSON.parse(key) as string[]).catch(() => undefined);
  }, [key]);
  return null;
}

function NewVersionNotice() {
  const { updateReady } = useOfflineState();
  if (!updateReady) return null;
  return (
    <div className="app-new-version" role="status">
      A new version is available —{' '}
      <Button type="link" size="small" onClick={applyUpdate} className="app-new-version-reload">
        Reload
      </Button>
    </div>
  );
}

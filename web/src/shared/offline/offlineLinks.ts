// Offline, a link inside the app loads the whole page instead of rendering it in place: the
// service worker then answers with the page's kept copy (with its data inside) or the
// offline page, where an in-app render would ask the server for data and fail. Listens in
// the capture phase on the document, ahead of the router's own click handler, which leaves
// alone a click whose default was prevented.

export function loadWholePagesWhileOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    window.location.assign(url.href);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

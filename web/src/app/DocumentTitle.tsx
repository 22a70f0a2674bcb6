import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, type RouteHandle } from './pageTitle';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Sets document.title from the deepest matched route that names itself. */
export function DocumentTitle() {
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => isRouteHandle(candidate.handle));
  const handle = match?.handle as RouteHandle | undefined;
  const title = typeof handle?.title === 'function' ? handle.title(match?.params ?? {}) : handle?.title;

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return null;
}

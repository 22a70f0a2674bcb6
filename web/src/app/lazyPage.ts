import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A page loaded on first visit: each route is its own chunk, so the landing page
 * never downloads the dashboard's charts.
 *
 * Pages are named by their file, through one `import.meta.glob`, so that the server
 * render can tell the browser which chunk the page it rendered lives in (Vite's
 * manifest is keyed by the same source path) and the browser fetches it along with
 * the entry instead of after hydration starts.
 */
type PageModule = Record<string, unknown>;

// The features' pages and the pages app/pages/ composes of several features. Not pages of
// their own: the section pages' frame, and the landing, dashboard, property and locality
// pages, which only their routes render (each in its route's chunk; listed here, each
// would also be a chunk of its own, and the bundler would put it in the features' shared file).
const pageModules = import.meta.glob<PageModule>([
  '../features/*/*Page.tsx',
  './pages/*Route.tsx',
  '!../features/dashboard/SectionPage.tsx',
  '!../features/dashboard/DashboardPage.tsx',
  '!../features/landing/LandingPage.tsx',
  '!../features/property/PropertyPage.tsx',
  '!../features/locality-pages/LocalityPage.tsx',
]);

export type PageFile = keyof typeof pageModules & string;

const sourceOfPage = new WeakMap<object, string>();

/**
 * `file` is relative to this module, e.g. '../features/landing/LandingPage.tsx'; `name` is
 * its named export; `Props` the page's props (most take none; InfoPage takes its page).
 */
export function lazyPage<Props extends object = object>(file: string, name: string): LazyExoticComponent<ComponentType<Props>> {
  const load = pageModules[file];
  if (!load) throw new Error(`lazyPage: no page module ${file}`);
  // The glob cannot type each module's exports: the caller names the page's props.
  const page = lazy(async () => ({ default: (await load())[name] as ComponentType<Props> }));
  // Vite's manifest key: the path from web/ (the Vite root), e.g. 'src/features/landing/LandingPage.tsx'.
  sourceOfPage.set(page, new URL(file, 'https://root/src/app/').pathname.slice(1));
  return page;
}

/** The source file of a page made by lazyPage (the type of a route's element), if it is one. */
export function pageSourceFile(component: unknown): string | undefined {
  return typeof component === 'object' && component !== null ? sourceOfPage.get(component) : undefined;
}

import type { Plugin, Rolldown } from 'vite';

// How the browser build is cut into files (rolldown's code splitting groups). Left to
// itself the bundler makes a chunk for every set of pages sharing a module: 160 files,
// and a first visit to the dashboard fetched 93 of them, each request a few
// milliseconds of a phone's main thread. Grouped, a page needs the libraries every page
// runs on (React, the data libraries, antd), the app's shared code and its own chunk;
// charts load later, when a chart comes into view.

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

const inPackages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

const REACT = inPackages('react', 'react-dom', 'scheduler');
const DATA = inPackages('@apollo', 'graphql', 'rxjs', 'react-router', 'react-router-dom', '@wry', 'optimism', 'tslib', 'ts-invariant', 'cookie', 'set-cookie-parser', 'turbo-stream');
const ANTD = inPackages('antd', '@ant-design', '@rc-component', 'rc-[^\\\\/]+', 'dayjs', 'classnames', 'clsx', '@babel', 'throttle-debounce', 'compute-scroll-into-view', 'scroll-into-view-if-needed', 'resize-observer-polyfill', 'json2mq', 'copy-to-clipboard', 'toggle-selection', 'stylis', '@emotion', 'is-mobile');

// antd in two files: the base (the frame, typography, cards, buttons, form controls,
// overlays, and what every component runs on) and the data displays (tables, trees,
// lists, tabs, descriptions). Every page's shell uses form controls (the header's search)
// and overlays (the theme switch's tooltip, notices), so they were in every first visit
// anyway: as files of their own they only added two requests to each.
const FAMILIES: Record<string, string[]> = {
  'antd-data': ['table', 'tree', 'pagination', 'tabs', 'list', 'descriptions', 'progress', 'statistic', 'breadcrumb', 'spin', 'steps'],
};
const FAMILY_OF = new Map(Object.entries(FAMILIES).flatMap(([family, parts]) => parts.map((part) => [part, family] as const)));
const ANTD_PART = /[\\/]node_modules[\\/](?:antd[\\/](?:es|lib)|@rc-component)[\\/]([^\\/]+)[\\/]/;

function antdFamily(id: string): string {
  const part = ANTD_PART.exec(id)?.[1];
  return (part && FAMILY_OF.get(part)) ?? 'antd';
}

/** Whether a module is the boot step `app/boot/<name>.ts` (main.tsx), which goes in the file it loads. */
const isBootStep = (id: string, name: string) => id.replace(/\\/g, '/').endsWith(`/app/boot/${name}.ts`);

// antd's base in two files, evaluated in two boot steps (main.tsx): the libraries it runs on
// (@rc-component, the icons, cssinjs, helpers), which import nothing of antd's, then antd's
// own modules. As one file, its evaluation was one task of 23-28 ms at full speed, the
// longest of every page's boot (about 100 ms on Lighthouse's phone). The libraries are a
// group of their own, ahead of antd's: a group also takes in the modules its modules import,
// so as a name inside antd's group they stayed in antd's file.
const ANTD_OWN = inPackages('antd');
const isAntdLibrary = (id: string) => (ANTD.test(id) && !ANTD_OWN.test(id) && antdFamily(id) === 'antd') || isBootStep(id, 'antdLibraries');

const APP_CODE = /[\\/]web[\\/]src[\\/](?:app|shared|lib|config|generated)[\\/]/;
const FEATURE_CODE = /[\\/]web[\\/]src[\\/]features[\\/]/;
// Pieces of shared/ that only some features' pages use (the calculators' form kit, the news
// list's states) go with the features' shared code: every page loads the app's file.
const FEATURE_KITS = /[\\/]web[\\/]src[\\/]shared[\\/](?:tool-form|news)[\\/]/;

// The shell: every module app/startApp.tsx imports, directly or through others (the
// header, footer, layout, theme and the pieces of features they show). Every page runs
// it, so it is one file; as members of the shared groups below, its pieces tied every
// page to the features' shared file, and through that to antd's data displays, which
// most pages never show. The set is read from the module graph once it is complete
// (shellModules(), a plugin the build runs): the groups are cut after that.
const SHELL_ENTRY = /[\\/]web[\\/]src[\\/]app[\\/]startApp\.tsx$/;
const shell = new Set<string>();

export function shellModules(): Plugin {
  let ssr = false;
  return {
    name: 'gharinsight-shell-modules',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    buildEnd() {
      shell.clear();
      // The server's build is not cut into groups.
      if (ssr) return;
      const entry = [...this.getModuleIds()].find((id) => SHELL_ENTRY.test(id));
      if (!entry) throw new Error('web/build/chunkGroups.ts: app/startApp.tsx is not in the build; update SHELL_ENTRY');
      const pending = [entry];
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

const inShell = (id: string) => shell.has(id) && (APP_CODE.test(id) || FEATURE_CODE.test(id));

// The dashboard's blocks, which its section pages (top gainers, transaction prices, market
// analysis) share: a file of their own, so that no other page fetches them, nor antd's
// data displays (tabs, tables) through them.
const DASHBOARD_CODE = /[\\/]web[\\/]src[\\/]features[\\/](?:dashboard|market-analysis|top-gainers|transaction-prices)[\\/]/;

export const chunkGroups: Group[] = [
  // With React, the first file the entry loads: Vite's helper for dynamic imports, which the entry itself uses.
  // (The bundler's runtime is a file of its own, rolldown-runtime: rolldown never hands it to a group's test.)
  { name: 'react', test: (id) => REACT.test(id) || id.includes('vite/preload-helper'), priority: 50 },
  // Highcharts alone: the app's modules that load it (shared/ui/HighchartsChart, shared/map/HighchartsMap)
  // stay small files of their own, since a group takes in the modules its modules import, and
  // theirs import the app's shared code, which every page would then fetch with Highcharts.
  { name: 'charts', test: inPackages('highcharts', 'highcharts-react-official'), priority: 40 },
  {
    name: 'data',
    // app/boot/dataLibraries.ts is the boot step that loads this file (main.tsx): in it, it is no file of its own.
    test: (id) => DATA.test(id) || isBootStep(id, 'dataLibraries'),
    priority: 30,
  },
  // app/boot/antdLibraries.ts and app/boot/uiLibraries.ts are the boot steps that load the base's two files (main.tsx).
  { name: 'antd-libraries', test: isAntdLibrary, priority: 21 },
  { name: antdFamily, test: (id) => ANTD.test(id) || isBootStep(id, 'uiLibraries'), priority: 20 },
  { name: 'shell', test: inShell, priority: 12 },
  // The app's modules that two or more entries (pages, lazily loaded parts) use, beyond the
  // shell's: the shared code in one file, the dashboard's blocks in another, the rest of
  // the features' in a third; a module only one entry uses stays in that entry's chunk.
  { name: 'app', test: (id) => APP_CODE.test(id) && !FEATURE_KITS.test(id), minShareCount: 2, priority: 11 },
  { name: 'dashboard', test: (id) => DASHBOARD_CODE.test(id), minShareCount: 2, priority: 10 },
  { name: 'features', test: (id) => FEATURE_CODE.test(id) || FEATURE_KITS.test(id), minShareCount: 2, priority: 9 },
];

// Highcharts calls CSS.supports when its module loads; jsdom has no CSS object.
// Import this before any module that imports Highcharts.
const globalWithCss = globalThis as { CSS?: { supports?: (...args: string[]) => boolean } };
globalWithCss.CSS ??= {};
globalWithCss.CSS.supports ??= () => false;

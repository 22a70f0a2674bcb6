import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { systemChromium } from './systemChromium.js';

// One line about the machine a test run ran on, printed with `npm test`'s summary. The same suite
// took 8 minutes of Playwright on one 2-core host and 18 on another, with vitest the same on both:
// a run's minutes mean little without the host they were measured on. The load average is the
// host's (a container shares it), so it shows other tenants' work too.

function chromiumVersion(): string {
  if (!systemChromium) return "Playwright's own Chromium";
  try {
    return execFileSync(systemChromium, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `${systemChromium} (no version)`;
  }
}

/** The CPU's SIMD level as Linux reports it (Chromium's software raster uses it); '' elsewhere. */
function simd(): string {
  try {
    const flags = readFileSync('/proc/cpuinfo', 'utf8').match(/^flags\s*:(.*)$/m)?.[1].split(/\s+/) ?? [];
    return ['avx512f', 'avx2', 'avx', 'sse4_2'].find((flag) => flags.includes(flag)) ?? '';
  } catch {
    return '';
  }
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

/** Taken when the run starts: cores, CPU, Chromium and the load then. */
export function hostAtStart(): string {
  const all = cpus();
  const level = simd();
  return `${all.length} cores (${all[0]?.model.trim() ?? 'unknown CPU'}${level ? `, ${level}` : ''}), ${chromiumVersion()}, load ${load()} at the start`;
}

/** The summary's host line: what hostAtStart gave, and the load at the end. */
export function hostLine(atStart: string): string {
  return `host: ${atStart}, ${load()} at the end`;
}

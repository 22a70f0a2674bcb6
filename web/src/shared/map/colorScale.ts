import type { ColouredPoint, MapPoint } from './mapTypes';

// The colours of a map's points: a sequential blue → yellow → red scale from the lowest to
// the highest figure shown (ColorBrewer RdYlBu, reversed), readable on the light and the dark
// theme (each point also has an outline). A point without a figure is grey.

export const SCALE_STOPS = ['#2c7bb6', '#ffffbf', '#d7191c'] as const;
export const NO_VALUE_COLOR = '#8c8c8c';

const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
const hex = (channels: number[]) => `#${channels.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** The colour at `share` (0 to 1) of the scale. */
export function scaleColor(share: number): string {
  const clamped = Math.min(1, Math.max(0, share));
  const span = clamped * (SCALE_STOPS.length - 1);
  const at = Math.min(SCALE_STOPS.length - 2, Math.floor(span));
  const [from, to] = [rgb(SCALE_STOPS[at]), rgb(SCALE_STOPS[at + 1])];
  return hex(from.map((value, index) => value + (to[index] - value) * (span - at)));
}

/** The points with their colours, and the range of figures the scale spans (null when none has one). */
export function colourPoints(points: readonly MapPoint[]): { points: ColouredPoint[]; range: { min: number; max: number } | null } {
  const values = points.map((point) => point.value).filter((value): value is number => value !== null && Number.isFinite(value));
  if (values.length === 0) return { points: points.map((point) => ({ ...point, color: NO_VALUE_COLOR })), range: null };
  const [min, max] = [Math.min(...values), Math.max(...values)];
  const share = (value: number) => (max === min ? 0.5 : (value - min) / (max - min));
  return { points: points.map((point) => ({ ...point, color: point.value === null ? NO_VALUE_COLOR : scaleColor(share(point.value)) })), range: { min, max } };
}

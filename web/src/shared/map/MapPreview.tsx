import { useEffect, useId, useMemo, useState } from 'react';
import { localitySlug } from '../../config/paths';
import type { CityMapProps } from './CityMap';
import type { ColouredPoint } from './mapTypes';
import { useOutline, WARD } from './outline';
import { featurePath, fitFrame, plotArea, type Xy } from './projection';
import styles from './cityMap.module.css';

// A city map drawn without Highcharts (issue 32): the outline, the points in their colours with
// their names, and the hubs, as plain SVG in the server's page. A map in the first screen
// (/localities/{city}) shows this until the visitor reaches for it (CityMap `load="intent"`):
// Highcharts Maps is about 190 kB of script and most of a phone's first seconds, and a visitor
// who only reads the table never needs it. The geometry matches HighchartsMap's (projection.ts),
// so the interactive map replaces it in place.

/** The box's width until it is measured in the browser (the server cannot know it). */
const FIRST_WIDTH = 640;
const LABEL_SIZE = 11;

type Props = Pick<CityMapProps, 'city' | 'hubs' | 'selectedId' | 'labels' | 'height'> & { points: readonly ColouredPoint[] };

export function MapPreview({ city, points, hubs = [], selectedId, labels = true, height }: Props) {
  const [width, setWidth] = useState(FIRST_WIDTH);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  // After hydration: the server's page shows the points alone.
  const outline = useOutline(localitySlug(city));
  useEffect(() => {
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [svg]);

  const at = useMemo(() => fitFrame([...points, ...hubs], width, height, outline), [points, hubs, width, height, outline]);
  const areas = useMemo(
    () => outline?.features.map((feature, index) => ({ key: index, ward: feature.properties.kind === WARD, d: featurePath(feature.geometry, at) })) ?? [],
    [outline, at],
  );
  const placed = points.map((point) => ({ point, xy: at(point.lon, point.lat) }));
  const shown = labels ? labelled(placed) : new Set<string>();
  // The outline is clipped to the plot area, as Highcharts clips it.
  const clip = `${useId()}-plot`;
  const plot = plotArea(width, height);

  return (
    <svg ref={setSvg} className={styles.preview} width="100%" height={height} viewBox={`0 0 ${width} ${height}`} aria-hidden data-map-preview="">
      <clipPath id={clip}>
        <rect x={plot.x} y={plot.y} width={plot.width} height={plot.height} />
      </clipPath>
      <g clipPath={`url(#${clip})`}>
        {areas.map((area) => (
          <path key={area.key} d={area.d} className={area.ward ? styles.previewWard : styles.previewArea} fillRule="evenodd" />
        ))}
      </g>
      {hubs.map((hub) => {
        const [x, y] = at(hub.lon, hub.lat);
        return (
          <path key={hub.id} d={`M${x},${y - 6}L${x + 6},${y}L${x},${y + 6}L${x - 6},${y}Z`} className={`${styles.previewHub} gi-hub gi-hub-${hub.id}`}>
            <title>{`${hub.name}, employment hub`}</title>
          </path>
        );
      })}
      {placed.map(({ point, xy: [x, y] }) => {
        const selected = point.id === selectedId;
        const classes = ['gi-point', `gi-point-${point.id}`, point.uncertainNote ? 'gi-uncertain' : '', selected ? 'gi-selected' : ''].filter(Boolean).join(' ');
        return (
          <circle
            key={point.id}
            cx={x.toFixed(1)}
            cy={y.toFixed(1)}
            r={selected ? 9 : 6}
            className={`${styles.previewPoint} ${classes}`}
            data-point-id={point.id}
            fill={point.uncertainNote ? 'transparent' : point.color}
            stroke={point.uncertainNote ? point.color : undefined}
          >
            <title>{`${point.name}: ${point.valueText}${point.uncertainNote ? `. Place uncertain: ${point.uncertainNote}` : ''}`}</title>
          </circle>
        );
      })}
      {placed
        .filter(({ point }) => shown.has(point.id))
        .map(({ point, xy: [x, y] }) => (
          <text key={point.id} x={x.toFixed(1)} y={(y - 10).toFixed(1)} className={styles.previewLabel} textAnchor="middle">
            {point.name}
          </text>
        ))}
    </svg>
  );
}

/**
 * The points whose names are drawn: in order, each name unless it would overlap one already
 * drawn (as Highcharts hides overlapping data labels). Widths are estimated, not measured: the
 * server has no fonts, and measuring in the browser would cost a layout per name.
 */
function labelled(placed: { point: ColouredPoint; xy: Xy }[]): Set<string> {
  const boxes: [number, number, number, number][] = [];
  const shown = new Set<string>();
  for (const { point, xy: [x, y] } of placed) {
    const half = (point.name.length * LABEL_SIZE * 0.55) / 2 + 2;
    const box: [number, number, number, number] = [x - half, y - 10 - LABEL_SIZE, x + half, y - 8];
    if (boxes.some(([left, top, right, bottom]) => box[0] < right && box[2] > left && box[1] < bottom && box[3] > top)) continue;
    boxes.push(box);
    shown.add(point.id);
  }
  return shown;
}

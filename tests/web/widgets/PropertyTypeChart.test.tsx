import './jsdomHighcharts';
import { screen, waitFor } from '@testing-library/react';
import type { Point, SeriesPieOptions } from 'highcharts';
import { describe, expect, it } from 'vitest';
import { PropertyTypeChart } from '../../../web/src/features/property-types/PropertyTypeChart';
import { buildPropertyTypeOptions, DEFAULT_PROPERTY_TYPE_SHARES, DEFAULT_SPLIT_NOTE } from '../../../web/src/features/property-types/propertyTypeOptions';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectWidgetSkeleton } from './helpers';

const pointsOf = (options: ReturnType<typeof buildPropertyTypeOptions>) =>
  ((options.series as SeriesPieOptions[])[0].data as { name: string; y: number }[]).map(({ name, y }) => [name, y]);

const SPEC_DEFAULT = [
  ['Apartments', 45],
  ['Villas', 20],
  ['Builder Floors', 15],
  ['Plots', 12],
  ['Penthouses', 8],
];

describe('buildPropertyTypeOptions', () => {
  it('draws a doughnut of the spec default split', () => {
    const options = buildPropertyTypeOptions(DEFAULT_PROPERTY_TYPE_SHARES);
    expect(pointsOf(options)).toEqual(SPEC_DEFAULT);
    expect(options.plotOptions?.pie?.innerSize).toBe('60%');
    expect(options.legend?.labelFormat).toBe('{name}: {y}%');
    expect(options.chart?.type).toBe('pie');
    expect(options.subtitle?.text).toBeUndefined();
    expect(buildPropertyTypeOptions(DEFAULT_PROPERTY_TYPE_SHARES, DEFAULT_SPLIT_NOTE).subtitle?.text).toBe(DEFAULT_SPLIT_NOTE);
  });

  it("uses a city's own split and shows percents in tooltips", () => {
    const bengaluru = testData().propertyTypeShares('Bengaluru');
    const options = buildPropertyTypeOptions(bengaluru);
    expect(pointsOf(options)).toEqual(bengaluru.map((share) => [share.type, share.percent]));
    const formatter = options.tooltip?.formatter;
    expect(formatter?.call({ name: 'Villas', y: 20 } as unknown as Point, undefined as never)).toBe('<b>Villas</b>: 20%');
  });

  it("Mumbai's split equals the spec default", () => {
    expect(testData().propertyTypeShares('Mumbai').map((share) => [share.type, share.percent])).toEqual(SPEC_DEFAULT);
  });
});

/** The legend Highcharts draws, e.g. 'Apartments: 52%'. */
const chartText = async () => (await screen.findByTestId('chart')).textContent ?? '';

describe('PropertyTypeChart', () => {
  it('shows a skeleton of the chart size while loading, never another city’s split', async () => {
    neverAnswer('PropertyTypeChart');
    renderWithProviders(<PropertyTypeChart city="Bengaluru" />);
    expectWidgetSkeleton('Loading property types', 300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('chart')).not.toBeInTheDocument();
  });

  it('falls back to the static default, saying so, instead of an error box when the query fails', async () => {
    failWithServerError('PropertyTypeChart');
    renderWithProviders(<PropertyTypeChart city="Bengaluru" />);
    const text = await chartText();
    for (const [type, percent] of SPEC_DEFAULT) expect(text).toContain(`${type}: ${percent}%`);
    expect(text).toContain(DEFAULT_SPLIT_NOTE);
    expect(DEFAULT_SPLIT_NOTE).toBe("Typical split: this city's figures could not be loaded.");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the city's split once loaded, without the fallback note", async () => {
    const apartments = testData().propertyTypeShares('Bengaluru').find((share) => share.type === 'Apartments');
    renderWithProviders(<PropertyTypeChart city="Bengaluru" />);
    await waitFor(async () => expect(await chartText()).toContain(`Apartments: ${apartments?.percent}%`));
    expect(await chartText()).toContain('Apartments: 52%');
    expect(await chartText()).not.toContain(DEFAULT_SPLIT_NOTE);
    expect(screen.getByRole('region', { name: 'Property Types' })).toBeInTheDocument();
  });
});

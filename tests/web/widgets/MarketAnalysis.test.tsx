import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { driverBarWidth, MarketAnalysis } from '../../../web/src/features/market-analysis/MarketAnalysis';
import { formatChange } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton } from './helpers';

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('driverBarWidth', () => {
  it.each([
    [4.2, '84%'],
    [5, '100%'],
    [0, '0%'],
    [2.5, '50%'],
  ])('score %d -> %s', (score, width) => expect(driverBarWidth(score)).toBe(width));
});

describe('MarketAnalysis', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer('MarketAnalysis');
    renderWithProviders(<MarketAnalysis city="Pune" />);
    expectWidgetSkeleton('Loading market analysis', 454);
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('MarketAnalysis');
    renderWithProviders(<MarketAnalysis city="Pune" />);
    await expectErrorMessage('Failed to load market analysis data.');
  });

  it('shows Positive from the data and the fixed Neutral 24%, Negative 11%, Mixed 3%', async () => {
    const pune = testData().marketAnalysis('Pune');
    renderWithProviders(<MarketAnalysis city="Pune" />);
    await screen.findByRole('region', { name: 'Market Sentiment' });
    const share = (label: string) => screen.getByRole('progressbar', { name: `${label} sentiment` });
    expect(share('Positive')).toHaveAttribute('aria-valuenow', String(pune.sentimentValue));
    expect(within(share('Positive')).getByText(`${pune.sentimentValue}%`)).toBeInTheDocument();
    expect(within(share('Neutral')).getByText('24%')).toBeInTheDocument();
    expect(within(share('Negative')).getByText('11%')).toBeInTheDocument();
    expect(within(share('Mixed')).getByText('3%')).toBeInTheDocument();
  });

  it('draws each driver bar at score × 20 percent and shows the score', async () => {
    const pune = testData().marketAnalysis('Pune');
    renderWithProviders(<MarketAnalysis city="Pune" />);
    await screen.findByRole('region', { name: 'Market Drivers' });
    pune.drivers.forEach((driver, index) => {
      const bar = section('Market Drivers').getByRole('meter', { name: driver });
      expect(bar).toHaveStyle({ width: `${pune.driverScores[index] * 20}%` });
    });
    // Pune's first driver scores 4.2: an 84% bar.
    expect(section('Market Drivers').getByRole('meter', { name: 'IT/ITES Demand' })).toHaveStyle({ width: '84%' });
    expect(section('Market Drivers').getByText('4.2/5')).toBeInTheDocument();
  });

  it('lists predictions with value and probability as a 6-month projection, then the summary and source', async () => {
    const pune = testData().marketAnalysis('Pune');
    renderWithProviders(<MarketAnalysis city="Pune" />);
    await screen.findByRole('region', { name: 'Price Predictions' });
    const predictions = section('Price Predictions').getAllByTestId('prediction');
    expect(predictions).toHaveLength(pune.predictions.length);
    pune.predictions.forEach((label, index) => {
      expect(predictions[index]).toHaveTextContent(label);
      expect(predictions[index]).toHaveTextContent(formatChange(pune.predictionValues[index]));
      expect(predictions[index]).toHaveTextContent(`${pune.predictionProbabilities[index]}% probability`);
    });
    expect(predictions[0]).toHaveTextContent('Bullish+4.5% 42% probability');
    expect(predictions[0]).toHaveAttribute('data-kind', 'Bullish');
    expect(predictions[1]).toHaveAttribute('data-kind', 'other');
    expect(predictions[2]).toHaveAttribute('data-kind', 'Bearish');
    expect(predictions[2]).toHaveTextContent('-2.0%');
    expect(section('Price Predictions').getByText(/projection for the next 6 months/i)).toBeInTheDocument();
    expect(screen.getByText(pune.summary)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Source: ${escape(pune.source.name)}, as of .* · sample data$`))).toBeInTheDocument();
  });

  it('shows a positive share of its own (not a computed remainder)', async () => {
    const pune = testData().marketAnalysis('Pune');
    answerWith('MarketAnalysis', {
      marketAnalysis: { __typename: 'MarketAnalysis', ...pune, sentimentValue: 70, source: { __typename: 'DataSource', ...pune.source } },
    });
    renderWithProviders(<MarketAnalysis city="Pune" />);
    expect(await screen.findByRole('progressbar', { name: 'Positive sentiment' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByRole('progressbar', { name: 'Neutral sentiment' })).toHaveAttribute('aria-valuenow', '24');
  });
});

describe('MarketAnalysis inputs and provenance', () => {
  it('shows the inputs of the sentiment and the driver bars, and an estimate provenance line', async () => {
    const analysis = testData().marketAnalysis('Pune');
    renderWithProviders(<MarketAnalysis city="Pune" />);
    expect(await screen.findByTestId('sentiment-inputs')).toHaveTextContent(`Inputs: Positive ${analysis.sentimentValue}% is Pune's sentiment value; Neutral 24%, Negative 11% and Mixed 3% are fixed.`);
    expect(screen.getByTestId('driver-inputs')).toHaveTextContent('Each score is out of 5; its bar is score × 20% wide.');
    expect(document.querySelector('[data-provenance="market-analysis"]')).toHaveTextContent('Estimate · as of Sep 2025 · How this is made');
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

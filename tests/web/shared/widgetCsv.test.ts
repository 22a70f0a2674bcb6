import { describe, expect, it } from 'vitest';
import { compareCsv } from '../../../web/src/features/compare/compareCsv';
import { sixMonthChange } from '../../../web/src/features/compare/priceTrendChange';
import { sentimentShares } from '../../../web/src/features/market-analysis/MarketAnalysis';
import { marketAnalysisCsv } from '../../../web/src/features/market-analysis/marketAnalysisCsv';
import { marketOverviewCsv } from '../../../web/src/features/market-overview/marketOverviewCsv';
import { priceTrendSource } from '../../../web/src/features/price-trends/priceTrendOptions';
import { propertyComparisonCsv } from '../../../web/src/features/property-comparison/propertyComparisonCsv';
import { transactionPricesCsv } from '../../../web/src/features/transaction-prices/transactionPricesCsv';
import { testData } from '../../support/graphqlExecutor';

// Each widget's CSV holds the figures the widget shows, as plain numbers, with the
// fixture's own source where it has one.

const data = testData();

describe('widget CSV tables', () => {
  it('market overview: the four metrics with their changes and the Anarock source', () => {
    const market = data.marketData('Pune') as any;
    const table = marketOverviewCsv(market);
    expect(table.rows[0]).toEqual(['Average Price', market.avgPrice, '₹ per sqft', market.avgPriceChange, 'last year']);
    expect(table.rows.map((row) => row[0])).toEqual(['Average Price', 'Properties Listed', 'Avg. Days Listed', 'Locality Rating']);
    expect(table.source).toEqual(market.source);
  });

  it('transaction prices: most deals first', () => {
    const records = data.transactionPrices('Chennai') as any[];
    const table = transactionPricesCsv(records);
    const counts = table.rows.map((row) => row[4] as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(table.rows[0]).toEqual([records[0].locality, records[0].subArea ?? null, records[0].ratePerSqFt, records[0].transactionRate, records[0].transactionCount]);
  });

  it('market analysis: sentiment, drivers and predictions with probabilities', () => {
    const analysis = data.marketAnalysis('Kochi') as any;
    const table = marketAnalysisCsv(analysis, sentimentShares(analysis.sentimentValue));
    expect(table.rows[0]).toEqual(['Market Sentiment', 'Positive', analysis.sentimentValue, 'percent', null]);
    expect(table.rows.filter((row) => row[0] === 'Market Drivers')).toHaveLength(analysis.drivers.length);
    expect(table.rows.at(-1)).toEqual(['Price Predictions (next 6 months)', analysis.predictions.at(-1), analysis.predictionValues.at(-1), 'price change, percent', analysis.predictionProbabilities.at(-1)]);
    expect(table.source).toEqual(analysis.source);
  });

  it('property comparison: one column per property, price in crore', () => {
    const properties = (data.properties('Hyderabad') as any[]).slice(0, 3);
    const table = propertyComparisonCsv(properties);
    expect(table.header).toEqual(['Attribute', ...properties.map((property) => property.name)]);
    expect(table.rows[0]).toEqual(['Price (₹ Cr)', ...properties.map((property) => property.price)]);
  });

  it('compare: a metric a row, a city a column, every source named', () => {
    const city = (name: string) => ({ marketData: data.marketData(name), priceTrends: data.priceTrends(name), localityInsights: data.localityInsights(name) }) as any;
    const table = compareCsv([city('Mumbai'), city('Kochi')]);
    expect(table.header).toEqual(['Metric', 'Mumbai', 'Kochi']);
    expect(table.rows[2]).toEqual(['Price Trend, last 6 months (%)', Math.round(sixMonthChange(data.priceTrends('Mumbai'))!.percent * 100) / 100, Math.round(sixMonthChange(data.priceTrends('Kochi'))!.percent * 100) / 100]);
    expect(table.source.name).toBe([...new Set([data.marketData('Mumbai').source.name, data.marketData('Kochi').source.name])].join('; '));
  });

  it('price trends: as of the newest month', () => {
    expect(priceTrendSource(data.priceTrends()).asOf).toBe('Sep 2025');
  });
});

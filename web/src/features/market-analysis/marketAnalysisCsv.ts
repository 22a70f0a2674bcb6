import type { MarketAnalysisQuery } from '../../generated/graphql';
import { plainNumber, type CsvTable } from '../../shared/csv/csvTable';

/** Sentiment shares, driver scores and predictions, one row each, as the widget shows them. */
export function marketAnalysisCsv(analysis: MarketAnalysisQuery['marketAnalysis'], shares: readonly { label: string; percent: number }[]): CsvTable {
  return {
    header: ['Section', 'Item', 'Value', 'Unit', 'Probability (%)'],
    rows: [
      ...shares.map((share) => ['Market Sentiment', share.label, plainNumber(share.percent), 'percent', null]),
      ...analysis.drivers.map((driver, index) => ['Market Drivers', driver, plainNumber(analysis.driverScores[index]), 'score out of 5', null]),
      ...analysis.predictions.map((label, index) => [
        'Price Predictions (next 6 months)',
        label,
        plainNumber(analysis.predictionValues[index]),
        'price change, percent',
        plainNumber(analysis.predictionProbabilities[index]),
      ]),
    ],
    source: analysis.source,
  };
}

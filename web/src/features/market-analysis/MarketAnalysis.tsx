import type { ReactNode } from 'react';
import { Flex, Progress, Typography } from 'antd';
import { Col, Row } from '../../shared/ui/Grid';
import { FallOutlined, MinusOutlined, RiseOutlined } from '@ant-design/icons';
import { FIXED_SENTIMENT } from '../../config/constants';
import { useMarketAnalysisQuery, type MarketAnalysisQuery } from '../../generated/graphql';
import { formatChange, formatRating, NA } from '../../shared/format';
import { CHANGE_COLOR } from '../../shared/ui/changeColors';
import { QueryState } from '../../shared/ui/QueryState';
import { SourceNote } from '../../shared/ui/SourceNote';
import { csvFileName } from '../../shared/csv/csvTable';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { marketAnalysisCsv } from './marketAnalysisCsv';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

type Analysis = MarketAnalysisQuery['marketAnalysis'];

// The loaded height at desktop width (5 drivers, 3 predictions and the summary), plus a
// line of headroom for the summary wrapping differently in other fonts.
const MARKET_ANALYSIS_HEIGHT = 454; // + the inputs and provenance lines

/** Spec section 9: Positive comes from the data, the other shares are fixed. */
export function sentimentShares(sentimentValue: number): { label: string; percent: number; color: string }[] {
  return [
    { label: 'Positive', percent: sentimentValue, color: '#52c41a' },
    { label: 'Neutral', percent: FIXED_SENTIMENT.Neutral, color: '#8c8c8c' },
    { label: 'Negative', percent: FIXED_SENTIMENT.Negative, color: '#ff4d4f' },
    { label: 'Mixed', percent: FIXED_SENTIMENT.Mixed, color: '#faad14' },
  ];
}

/** Spec section 9: a driver bar is score × 20 percent wide (a score out of 5 fills it). */
export const driverBarWidth = (score: number) => `${Math.min(Math.max(score, 0), 5) * 20}%`;

export function MarketAnalysis({ city }: { city: string }) {
  const { data, loading, error } = useMarketAnalysisQuery({ variables: { city } });
  const analysis = data?.marketAnalysis;
  const download = analysis ? (
    <DownloadCsvButton fileName={csvFileName(city, 'market-analysis')} table={() => marketAnalysisCsv(analysis, sentimentShares(analysis.sentimentValue))} subject="market analysis" />
  ) : null;
  return (
    <WidgetCard title="Market Analysis" extra={download} minHeight={MARKET_ANALYSIS_HEIGHT}>
      <QueryState
        loading={loading}
        error={error}
        data={data?.marketAnalysis}
        errorMessage="Failed to load market analysis data."
        skeleton={<WidgetSkeleton label="Loading market analysis" minHeight={MARKET_ANALYSIS_HEIGHT} rows={10} />}
      >
        {(analysis) => <AnalysisContent analysis={analysis} />}
      </QueryState>
    </WidgetCard>
  );
}

function AnalysisContent({ analysis }: { analysis: Analysis }) {
  return (
    <Flex vertical gap={16}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={8}>
          <Section title="Market Sentiment">
            {sentimentShares(analysis.sentimentValue).map((share) => (
              <div key={share.label}>
                <Typography.Text>{share.label}</Typography.Text>
                <Progress aria-label={`${share.label} sentiment`} percent={share.percent} strokeColor={share.color} format={(percent) => `${percent}%`} />
              </div>
            ))}
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="sentiment-inputs">
              {`Inputs: Positive ${analysis.sentimentValue}% is ${analysis.city}'s sentiment value; Neutral ${FIXED_SENTIMENT.Neutral}%, Negative ${FIXED_SENTIMENT.Negative}% and Mixed ${FIXED_SENTIMENT.Mixed}% are fixed.`}
            </Typography.Text>
          </Section>
        </Col>
        <Col xs={24} md={8}>
          <Section title="Market Drivers">
            {analysis.drivers.map((driver, index) => (
              <DriverBar key={driver} label={driver} score={analysis.driverScores[index]} />
            ))}
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="driver-inputs">
              Each score is out of 5; its bar is score × 20% wide.
            </Typography.Text>
          </Section>
        </Col>
        <Col xs={24} md={8}>
          <Section title="Price Predictions">
            {analysis.predictions.map((label, index) => (
              <Prediction key={label} label={label} value={analysis.predictionValues[index]} probability={analysis.predictionProbabilities[index]} />
            ))}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Projection for the next 6 months, not a guarantee.
            </Typography.Text>
          </Section>
        </Col>
      </Row>
      <Typography.Paragraph style={{ marginBottom: 0 }}>{analysis.summary}</Typography.Paragraph>
      <SourceNote source={analysis.source} />
      <ProvenanceLine provenance={analysis.provenance} />
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <Flex vertical gap={8}>
        {children}
      </Flex>
    </section>
  );
}

function DriverBar({ label, score }: { label: string; score: number | undefined }) {
  return (
    <div>
      <Flex justify="space-between">
        <Typography.Text>{label}</Typography.Text>
        <Typography.Text strong>{formatRating(score)}</Typography.Text>
      </Flex>
      <div style={{ height: 8, borderRadius: 4, background: 'var(--ant-color-fill-secondary)' }}>
        <div
          role="meter"
          aria-label={label}
          aria-valuenow={score ?? 0}
          aria-valuemin={0}
          aria-valuemax={5}
          style={{ width: driverBarWidth(score ?? 0), height: '100%', borderRadius: 4, background: '#1677ff' }}
        />
      </div>
    </div>
  );
}

const PREDICTION_LOOK = {
  Bullish: { icon: <RiseOutlined />, color: CHANGE_COLOR.up },
  Bearish: { icon: <FallOutlined />, color: CHANGE_COLOR.down },
} as const;

function Prediction({ label, value, probability }: { label: string; value: number | undefined; probability: number | undefined }) {
  const look = PREDICTION_LOOK[label as keyof typeof PREDICTION_LOOK] ?? { icon: <MinusOutlined />, color: 'var(--ant-color-text-secondary)' };
  return (
    <Flex justify="space-between" align="center" data-testid="prediction" data-kind={label in PREDICTION_LOOK ? label : 'other'}>
      <Typography.Text style={{ color: look.color }}>
        {look.icon} {label}
      </Typography.Text>
      <span>
        <Typography.Text strong style={{ color: look.color }}>
          {formatChange(value)}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{probability === undefined ? NA : `${probability}% probability`}</Typography.Text>
      </span>
    </Flex>
  );
}

import { useState } from 'react';
import { Segmented, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { purchaseCostPath } from '../../config/paths';
import { usePurchaseCostQuery, type BuyerProfile } from '../../generated/graphql';
import { csvFileName } from '../../shared/csv/csvTable';
import { formatRupeesShort } from '../../shared/format';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { QueryState } from '../../shared/ui/QueryState';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { CostBreakdown, CostNotes } from './CostBreakdown';
import { BUYER_OPTIONS, cashUpFront, costBreakdownCsv, localityOf, sqftToSqm, STATUS_LABEL, statusOf } from './costFigures';
import { CashUpFront } from './CashUpFront';
import { FieldGroup } from '../../shared/tool-form/ToolForm';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// "Total cost of buying" beside the EMI calculator: the property's own status (no
// completion date means ready to move), a buyer switch, each charge with its source,
// and the cash needed up front with the EMI card's default loan.

export interface PurchaseCostCardProps {
  city: string;
  /** As the property shows it, e.g. 'Dwarka Expressway, Delhi NCR': its locality fixes the Delhi NCR area. */
  location: string;
  priceCrore: number;
  completionDate?: string | null;
  carpetAreaSqFt: number;
  /** The EMI calculator's starting loan in rupees, so the down payment matches that card. */
  defaultLoan: number;
}

const CARD_HEIGHT = 430;
export const PURCHASE_COST_ERROR = 'Failed to load the cost of buying.';

export function PurchaseCostCard({ city, location, priceCrore, completionDate, carpetAreaSqFt, defaultLoan }: PurchaseCostCardProps) {
  const [buyer, setBuyer] = useState<BuyerProfile>('MAN');
  const price = Math.round(priceCrore * 1e7);
  const status = statusOf(completionDate);
  const carpetAreaSqM = sqftToSqm(carpetAreaSqFt);
  const { data, previousData, loading, error } = usePurchaseCostQuery({
    variables: { input: { city, locality: localityOf(location), price, buyer, status, carpetAreaSqM } },
  });
  // While another buyer's figures load, the last ones stay in place rather than a skeleton.
  const cost = data?.purchaseCost ?? previousData?.purchaseCost;
  const { downPayment, cash } = cashUpFront(price, defaultLoan, cost?.totalCharges ?? 0);
  const download = cost ? <DownloadCsvButton fileName={csvFileName(city, 'purchase-cost')} table={() => costBreakdownCsv(cost, downPayment)} subject="cost breakdown" /> : null;

  return (
    <WidgetCard title="Total cost of buying" extra={download} minHeight={CARD_HEIGHT}>
      <FieldGroup labelId="cost-buyer-label" label="Buyer">
        <Segmented<BuyerProfile> aria-labelledby="cost-buyer-label" options={BUYER_OPTIONS} value={buyer} onChange={setBuyer} block size="small" />
      </FieldGroup>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {STATUS_LABEL[status]}
        {completionDate ? ` (possession ${completionDate}; first sale of a new flat, GST applies)` : ' (no GST)'} · carpet area {carpetAreaSqM} m²
      </Typography.Paragraph>
      <QueryState
        loading={loading && !cost}
        error={error}
        data={cost}
        errorMessage={PURCHASE_COST_ERROR}
        skeleton={<WidgetSkeleton label="Loading the cost of buying" minHeight={CARD_HEIGHT - 80} rows={9} />}
      >
        {(loaded) => (
          <div aria-busy={loading} aria-live="polite">
            <CostBreakdown cost={loaded} />
            <CashUpFront
              cash={cash}
              explanation={`Down payment ${formatRupeesShort(downPayment)} (the price less the EMI calculator's loan of ${formatRupeesShort(Math.min(defaultLoan, price))}) plus charges of ${formatRupeesShort(loaded.totalCharges)}.`}
            />
            <CostNotes cost={loaded} />
            <ProvenanceLine provenance={loaded.provenance} />
            <Link
              to={purchaseCostPath({
                city,
                area: loaded.area,
                price,
                buyer: buyer.toLowerCase(),
                status: status === 'READY_TO_MOVE' ? 'ready-to-move' : 'under-construction',
                carpetAreaSqM,
              })}
            >
              Open the purchase-cost calculator
            </Link>
          </div>
        )}
      </QueryState>
    </WidgetCard>
  );
}

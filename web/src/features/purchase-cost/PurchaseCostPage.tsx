import { useRef } from 'react';
import { Alert, Card, Checkbox, Flex, Radio, Segmented, Select, Typography } from 'antd';
import { Col, Row } from '../../shared/ui/Grid';
import { useSearchParams } from 'react-router-dom';
import { CITY_OPTIONS, type City } from '../../config/cities';
import { paths } from '../../config/paths';
import { usePurchaseCostQuery, type BuyerProfile, type ConstructionStatus, type PurchaseCostInput } from '../../generated/graphql';
import { csvFileName } from '../../shared/csv/csvTable';
import { formatNumber, formatRupeesShort } from '../../shared/format';
import { AddressNumberInput, WHOLE_RUPEES } from '../../shared/ui/AddressNumberInput';
import { PageHead } from '../../shared/head/PageHead';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { calculatorErrors, parseCalculatorParams, toCalculatorParams, toPurchaseCostInput, withoutErrors, type CalculatorState, type RangedField } from './calculatorParams';
import { useLastGood } from '../../shared/ui/useLastGood';
import { CostBreakdown, CostNotes } from './CostBreakdown';
import { BUYER_OPTIONS, cashUpFront, costBreakdownCsv, DELHI_NCR_AREAS, SQFT_PER_SQM, STATUS_LABEL } from './costFigures';
import { CashUpFront } from './CashUpFront';
import styles from './purchaseCost.module.css';
import { CopyLinkButton, Field, FieldGroup, FormRow } from '../../shared/tool-form/ToolForm';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// /tools/purchase-cost: the whole bill of a purchase for any city, price and buyer.
// The inputs live in the address, so the result updates as they change and a result
// can be shared as a link.

const RESULT_HEIGHT = 420;

export function PurchaseCostPage() {
  const [params, setParams] = useSearchParams();
  const state = parseCalculatorParams(params);
  // Each change builds on the last one written, not on the last render: the router
  // re-renders in a transition, and a second change before it (a city, then at once a
  // price) used to write the old city back into the address.
  const written = useRef(state);
  written.current = state;
  const update = (patch: Partial<CalculatorState>) => {
    written.current = { ...written.current, ...patch };
    setParams(toCalculatorParams(written.current), { replace: true });
  };
  const errors = calculatorErrors(state);
  // While a box shows its error, the answer stays that of the last good input.
  const request = useLastGood(toPurchaseCostInput(withoutErrors(state)), Object.keys(errors).length === 0);

  return (
    <div className={styles.page}>
      <PageHead
        title="Purchase Cost Calculator"
        description="Stamp duty, registration, fees and GST of buying a home in Mumbai, Bengaluru, Delhi NCR, Pune, Hyderabad, Chennai or Kochi, line by line with each rate's source."
        path={paths.purchaseCostTool}
      />
      <Typography.Title level={1}>Purchase cost calculator</Typography.Title>
      <Typography.Paragraph type="secondary">
        Stamp duty, cess, registration and GST on top of the price, by state, with each rate's source and date. The rates are
        checked periodically but change often; this is a sample tool, not advice.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={10}>
          <Card title="Your purchase">
            <CalculatorForm state={state} errors={errors} update={update} />
          </Card>
        </Col>
        <Col xs={24} md={14}>
          {'missing' in request ? (
            <WidgetCard title="Cost breakdown" minHeight={RESULT_HEIGHT}>
              <Alert type="info" showIcon title={request.missing} />
            </WidgetCard>
          ) : (
            <CalculatorResult state={state} input={request.input} />
          )}
        </Col>
      </Row>
    </div>
  );
}

/** A number box's error props: the error text (shown under it) and its state on the input. */
const errorProps = (id: string, error: string | undefined) => (error ? { status: 'error' as const, 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});

function CalculatorForm({ state, errors, update }: { state: CalculatorState; errors: Partial<Record<RangedField, string>>; update: (patch: Partial<CalculatorState>) => void }) {
  return (
    <>
      <Field id="cost-city" label="City">
        <Select<City> id="cost-city" value={state.city} options={CITY_OPTIONS} onChange={(city) => update({ city, area: null })} />
      </Field>
      {state.city === 'Delhi NCR' ? (
        <Field id="cost-area" label="Area">
          <Select<string>
            id="cost-area"
            placeholder="Choose the area"
            value={state.area ?? undefined}
            options={DELHI_NCR_AREAS.map((area) => ({ value: area, label: area }))}
            onChange={(area) => update({ area })}
          />
        </Field>
      ) : null}
      {/* No min/max on the boxes: antd does not report a value typed out of them, and the page shows why it is refused instead. */}
      <Field id="cost-price" label="Price (₹)" hint={state.price !== null ? formatRupeesShort(state.price) : 'Whole rupees'} error={errors.price}>
        <AddressNumberInput
          id="cost-price"
          style={{ width: '100%' }}
          value={state.price}
          {...WHOLE_RUPEES}
          {...errorProps('cost-price', errors.price)}
          onChange={(price) => update({ price: typeof price === 'number' && Number.isFinite(price) ? Math.round(price) : null })}
        />
      </Field>
      <FieldGroup labelId="cost-buyer-label" label="Buyer">
        <Segmented<BuyerProfile> aria-labelledby="cost-buyer-label" options={BUYER_OPTIONS} value={state.buyer} onChange={(buyer) => update({ buyer })} block />
      </FieldGroup>
      <FieldGroup labelId="cost-status-label" label="Construction status">
        <Radio.Group
          aria-labelledby="cost-status-label"
          value={state.status}
          onChange={(event) => update({ status: event.target.value as ConstructionStatus })}
          options={(['READY_TO_MOVE', 'UNDER_CONSTRUCTION'] as const).map((value) => ({ value, label: STATUS_LABEL[value] }))}
        />
      </FieldGroup>
      <Field
        id="cost-carpet"
        label="Carpet area (m²)"
        hint={state.carpetAreaSqM !== null ? `≈ ${formatNumber(Math.round(state.carpetAreaSqM * SQFT_PER_SQM))} sq ft` : 'Decides 1% GST on an affordable home'}
        error={errors.carpetAreaSqM}
      >
        <AddressNumberInput
          id="cost-carpet"
          style={{ width: '100%' }}
          value={state.carpetAreaSqM}
          {...errorProps('cost-carpet', errors.carpetAreaSqM)}
          onChange={(carpetAreaSqM) => update({ carpetAreaSqM: typeof carpetAreaSqM === 'number' && Number.isFinite(carpetAreaSqM) ? carpetAreaSqM : null })}
        />
      </Field>
      <FormRow>
        <Checkbox
          checked={state.firstSale ?? state.status === 'UNDER_CONSTRUCTION'}
          onChange={(event) => update({ firstSale: event.target.checked })}
        >
          First sale of a new flat (lower duty slabs in Karnataka and Tamil Nadu)
        </Checkbox>
      </FormRow>
      <Field
        id="cost-reference"
        label="Government reference value (₹, optional)"
        hint="Ready reckoner, circle rate or guidance value: duty is charged on the higher of it and the price."
        error={errors.referenceValue}
      >
        <AddressNumberInput
          id="cost-reference"
          style={{ width: '100%' }}
          value={state.referenceValue}
          {...WHOLE_RUPEES}
          {...errorProps('cost-reference', errors.referenceValue)}
          onChange={(value) => update({ referenceValue: typeof value === 'number' && Number.isFinite(value) && value !== 0 ? Math.round(value) : null })}
        />
      </Field>
      <Field id="cost-loan" label="Home loan (% of the price)">
        <AddressNumberInput id="cost-loan" style={{ width: '100%' }} min={0} max={90} precision={0} value={state.loanPercent} onChange={(loanPercent) => update({ loanPercent: loanPercent ?? 0 })} />
      </Field>
    </>
  );
}

function CalculatorResult({ state, input }: { state: CalculatorState; input: PurchaseCostInput }) {
  const { data, previousData, loading, error } = usePurchaseCostQuery({ variables: { input } });
  // A failed request keeps the last answer on screen under the error, as the tools do.
  const cost = data?.purchaseCost ?? previousData?.purchaseCost;
  const loan = Math.round(((cost?.price ?? 0) * state.loanPercent) / 100);
  const { downPayment, cash } = cashUpFront(cost?.price ?? 0, loan, cost?.totalCharges ?? 0);
  const actions = (
    <Flex gap={8} wrap>
      <CopyLinkButton />
      {cost ? <DownloadCsvButton fileName={csvFileName(cost.area ?? cost.city, 'purchase-cost')} table={() => costBreakdownCsv(cost, downPayment)} subject="cost breakdown" /> : null}
    </Flex>
  );
  return (
    <WidgetCard title="Cost breakdown" extra={actions} minHeight={RESULT_HEIGHT}>
      {error ? <Alert type="warning" showIcon role="alert" title="Cannot work out the costs" description={error.message} style={{ marginBottom: 12 }} /> : null}
      {!cost ? (
        error ? null : <WidgetSkeleton label="Working out the costs" minHeight={RESULT_HEIGHT} rows={9} />
      ) : (
        <div aria-busy={loading} aria-live="polite">
          <CostBreakdown cost={cost} />
          <CashUpFront
            cash={cash}
            explanation={`Down payment ${formatRupeesShort(downPayment)} (the price less a ${state.loanPercent}% loan) plus charges of ${formatRupeesShort(cost.totalCharges)}.`}
          />
          <CostNotes cost={cost} />
          <ProvenanceLine provenance={cost.provenance} />
        </div>
      )}
    </WidgetCard>
  );
}

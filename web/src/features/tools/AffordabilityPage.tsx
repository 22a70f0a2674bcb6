import { useRef } from 'react';
import { Alert, Card, Flex, Radio, Segmented, Select, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CITY_OPTIONS, canonicalCity, type City } from '../../config/cities';
import { paths, propertyPath, rentVsBuyPath } from '../../config/paths';
import { useAffordabilityQuery, type AffordabilityInput, type AffordabilityQuery, type BindingLimit, type BuyerProfile, type ConstructionStatus } from '../../generated/graphql';
import { csvFileName } from '../../shared/csv/csvTable';
import { formatNumber, formatPricePerSqft, formatRupees, formatRupeesShort } from '../../shared/format';
import { PageHead } from '../../shared/head/PageHead';
import { Col, Row } from '../../shared/ui/Grid';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { affordabilityCsv } from './toolCsv';
import { addressNumber, AssumptionsAndSources, CopyLinkButton, Field, FieldGroup, NumberBox } from '../../shared/tool-form/ToolForm';
import { AFFORDABILITY_DEFAULTS, AFFORDABILITY_FIELDS, readFields, withParams, type AffordabilityField } from './toolParams';
import styles from './tools.module.css';
import { useLastGood } from '../../shared/ui/useLastGood';

// /tools/affordability: the highest price a household can pay in a city (FOIR, the RBI's
// LTV bands and the state's purchase charges), then every locality priced for the size
// wanted and the listed homes within budget. The whole state is in the address.

const DEFAULT_CITY: City = 'Pune';
const RESULT_HEIGHT = 600;
const BUYERS: { value: BuyerProfile; label: string }[] = [
  { value: 'MAN', label: 'Man' },
  { value: 'WOMAN', label: 'Woman' },
  { value: 'JOINT', label: 'Joint' },
];
const STATUS_PARAM: Record<ConstructionStatus, string> = { READY_TO_MOVE: 'ready', UNDER_CONSTRUCTION: 'under-construction' };
const BINDING_TEXT: Record<BindingLimit, string> = {
  FOIR: 'Your income: the EMI the FOIR allows sets the loan.',
  LTV: "The RBI's loan-to-value band: one rupee more is lent a lower share, which your savings cannot make up.",
  SAVINGS: 'Your savings: the loan is the full LTV share, and the savings pay the rest of the price and the charges.',
};

interface PageState {
  city: City;
  buyer: BuyerProfile;
  status: ConstructionStatus;
  bySize: 'bedrooms' | 'carpetAreaSqft';
  values: Record<AffordabilityField, number | null>;
  errors: Record<string, string>;
}

function readState(params: URLSearchParams): PageState {
  const city = canonicalCity(params.get('city')) ?? DEFAULT_CITY;
  const buyer = BUYERS.find((option) => option.value.toLowerCase() === params.get('buyer')?.trim().toLowerCase())?.value ?? 'MAN';
  const status: ConstructionStatus = params.get('status')?.trim().toLowerCase() === 'under-construction' ? 'UNDER_CONSTRUCTION' : 'READY_TO_MOVE';
  const bySize = params.has('carpetAreaSqft') ? 'carpetAreaSqft' : 'bedrooms';
  const defaults = { ...AFFORDABILITY_DEFAULTS, carpetAreaSqft: bySize === 'carpetAreaSqft' ? 700 : null, bedrooms: bySize === 'bedrooms' ? 2 : null };
  const { values, errors } = readFields(params, AFFORDABILITY_FIELDS, defaults);
  return { city, buyer, status, bySize, values, errors };
}

function toInput(state: PageState): AffordabilityInput {
  const v = state.values;
  return {
    city: state.city,
    income: v.income!,
    existingEmi: v.existingEmi ?? 0,
    savings: v.savings!,
    rate: v.rate,
    tenureYears: v.tenureYears,
    foir: v.foir,
    ...(state.bySize === 'carpetAreaSqft' ? { carpetAreaSqft: v.carpetAreaSqft } : { bedrooms: v.bedrooms }),
    buyer: state.buyer,
    status: state.status,
  };
}

export function AffordabilityPage() {
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  // While a field shows its error, the answer stays that of the last good input.
  const input = useLastGood(toInput(state), Object.keys(state.errors).length === 0);
  // Each change builds on the last address written, not on the last render (see PurchaseCostPage).
  const written = useRef(params);
  written.current = params;
  const update = (changes: Record<string, string | number | null>) => {
    const base = written.current.toString() ? written.current : fullParams(state);
    written.current = withParams(base, changes);
    setParams(written.current, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageHead
        title="Affordability Calculator"
        description="What price of home can you afford, and in which localities? Your income, EMIs and savings against the RBI's loan-to-value limits and your state's stamp duty, registration and GST."
        path={paths.affordabilityTool}
      />
      <Typography.Title level={1}>What can I afford?</Typography.Title>
      <Typography.Paragraph type="secondary">
        The highest price where a home loan plus your savings pay the price and every purchase charge, and the localities where a home of your size
        costs that. Locality prices and listings are sample data; the lending rules and charges name their sources. Not advice.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={9}>
          <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Your household</h2>}>
            <AffordabilityForm state={state} params={params} update={update} />
          </Card>
        </Col>
        <Col xs={24} md={15}>
          {/* Below the form on a phone: hydrated when scrolled to, or when the form changes it (DeferredHydration). */}
          <DeferredHydration>
            <AffordabilityResult input={input} />
          </DeferredHydration>
        </Col>
      </Row>
    </div>
  );
}

/** The address of the defaults, so the first change keeps every other field as shown. */
function fullParams(state: PageState): URLSearchParams {
  const params = new URLSearchParams({ city: state.city });
  for (const [name, value] of Object.entries(state.values)) if (value !== null) params.set(name, String(value));
  params.set('buyer', state.buyer.toLowerCase());
  params.set('status', STATUS_PARAM[state.status]);
  return params;
}

function AffordabilityForm({ state, params, update }: { state: PageState; params: URLSearchParams; update: (changes: Record<string, string | number | null>) => void }) {
  const box = (name: AffordabilityField, extra: { rupees?: boolean; hint?: string } = {}) => (
    <NumberBox
      id={`afford-${name}`}
      field={AFFORDABILITY_FIELDS[name]}
      value={params.has(name) ? addressNumber(params, name) : state.values[name]}
      error={state.errors[name]}
      hint={extra.hint ?? (extra.rupees && state.values[name] !== null ? formatRupeesShort(state.values[name]) : undefined)}
      rupees={extra.rupees}
      onChange={(value) => update({ [name]: value === null ? '' : value })}
    />
  );
  return (
    <>
      <Field id="afford-city" label="City">
        <Select<City> id="afford-city" value={state.city} options={CITY_OPTIONS} onChange={(city) => update({ city })} />
      </Field>
      {box('income', { rupees: true })}
      {box('existingEmi', { rupees: true })}
      {box('savings', { rupees: true })}
      {box('rate', { hint: '% a year: the rate your lender offers' })}
      {box('tenureYears', { hint: 'Years' })}
      {box('foir', { hint: "% of income a lender lets go to all EMIs: lenders' practice, commonly 50–60 %" })}
      <FieldGroup labelId="afford-size-label" label="Home size by">
        <Radio.Group
          aria-labelledby="afford-size-label"
          value={state.bySize}
          onChange={(event) =>
            update(event.target.value === 'carpetAreaSqft' ? { bedrooms: null, carpetAreaSqft: 700 } : { carpetAreaSqft: null, bedrooms: state.values.bedrooms ?? 2 })
          }
          options={[
            { value: 'bedrooms', label: 'Bedrooms' },
            { value: 'carpetAreaSqft', label: 'Carpet area' },
          ]}
        />
      </FieldGroup>
      {state.bySize === 'bedrooms' ? box('bedrooms', { hint: 'Sets a typical carpet area' }) : box('carpetAreaSqft', { hint: 'Sq ft' })}
      <FieldGroup labelId="afford-buyer-label" label="Buyer">
        <Segmented<BuyerProfile> aria-labelledby="afford-buyer-label" options={BUYERS} value={state.buyer} onChange={(buyer) => update({ buyer: buyer.toLowerCase() })} block />
      </FieldGroup>
      <FieldGroup labelId="afford-status-label" label="Construction status">
        <Radio.Group
          aria-labelledby="afford-status-label"
          value={state.status}
          onChange={(event) => update({ status: STATUS_PARAM[event.target.value as ConstructionStatus] })}
          options={[
            { value: 'READY_TO_MOVE', label: 'Ready to move' },
            { value: 'UNDER_CONSTRUCTION', label: 'Under construction' },
          ]}
        />
      </FieldGroup>
    </>
  );
}

function AffordabilityResult({ input }: { input: AffordabilityInput }) {
  const { data, previousData, loading, error } = useAffordabilityQuery({ variables: { input } });
  // A failed request keeps the last answer on screen under the error.
  const answer = data?.affordability ?? previousData?.affordability;
  const actions = (
    <Flex gap={8} wrap>
      <CopyLinkButton />
      {answer ? <DownloadCsvButton fileName={csvFileName(answer.city, 'affordability')} table={() => affordabilityCsv(answer)} subject="localities and budget" /> : null}
    </Flex>
  );
  return (
    <WidgetCard title="What you can afford" extra={actions} minHeight={RESULT_HEIGHT}>
      {error ? <Alert type="warning" showIcon role="alert" title="Cannot work out what you can afford" description={error.message} style={{ marginBottom: 12 }} /> : null}
      {answer ? <AffordabilityAnswer answer={answer} loading={loading} /> : error ? null : <WidgetSkeleton label="Working out what you can afford" minHeight={RESULT_HEIGHT} rows={12} />}
    </WidgetCard>
  );
}

function AffordabilityAnswer({ answer, loading }: { answer: AffordabilityQuery['affordability']; loading: boolean }) {
  const fitting = answer.localities.filter((row) => row.fits).length;
  return (
    <div aria-busy={loading} aria-live="polite" data-widget="affordability" data-figures="">
      <dl className={styles.headline}>
        <div>
          <dt>Maximum price</dt>
          <dd data-figure="maxPrice">{formatRupees(answer.maxPrice)}</dd>
        </div>
        <div>
          <dt>Loan</dt>
          <dd data-figure="loan">{formatRupees(answer.loan)}</dd>
        </div>
        <div>
          <dt>EMI a month</dt>
          <dd data-figure="emi">{formatRupees(answer.emi)}</dd>
        </div>
        <div>
          <dt>Cash up front</dt>
          <dd data-figure="cashUpFront">{formatRupees(answer.cashUpFront)}</dd>
        </div>
      </dl>
      <Typography.Paragraph>
        <strong>What limits it:</strong> {BINDING_TEXT[answer.bindingLimit]} Charges at this price {formatRupeesShort(answer.charges)}; LTV {answer.ltvPercent}%; the FOIR allows an
        EMI of {formatRupees(answer.maxEmi)}, a loan of up to {formatRupeesShort(answer.foirLoan)}.
      </Typography.Paragraph>
      {answer.notes.map((note) => (
        <Typography.Paragraph key={note} className={styles.notes}>
          {note}
        </Typography.Paragraph>
      ))}
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        Localities of {answer.city} for {formatNumber(answer.carpetAreaSqft)} sq ft: {fitting} of {answer.localities.length} fit
      </Typography.Title>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`Localities of ${answer.city}`}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Locality</th>
              <th scope="col" className={styles.amount}>
                Price per sq ft
              </th>
              <th scope="col" className={styles.amount}>
                Typical price
              </th>
              <th scope="col">Fits</th>
              <th scope="col" className={styles.amount}>
                Room left
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.localities.map((row) => (
              <tr key={row.slug}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  <LocalityLink city={answer.city} locality={row.name} />
                </th>
                <td className={styles.amount}>{formatPricePerSqft(row.pricePerSqft)}</td>
                <td className={styles.amount}>{formatRupeesShort(row.typicalPrice)}</td>
                <td>{row.fits ? 'Fits' : 'Over budget'}</td>
                <td className={styles.amount}>{formatRupeesShort(row.headroom)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        Listed homes within budget
      </Typography.Title>
      {answer.properties.length === 0 ? (
        <Typography.Paragraph type="secondary">No listed home of {answer.city} is within {formatRupeesShort(answer.maxPrice)}.</Typography.Paragraph>
      ) : (
        <ul>
          {answer.properties.map((home) => (
            <li key={home.id}>
              <Link to={propertyPath(home.id)}>{home.name}</Link> · {home.locality} · {home.bedrooms} BHK, {formatNumber(home.areaSqft)} sq ft · {formatRupeesShort(home.price)} ·{' '}
              <Link to={rentVsBuyPath({ property: home.id })} aria-label={`Rent or buy ${home.name}?`}>
                Rent or buy?
              </Link>
            </li>
          ))}
        </ul>
      )}
      <AssumptionsAndSources rows={answer.assumptions} provenance={answer.provenance} />
    </div>
  );
}

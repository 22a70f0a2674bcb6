import { useRef } from 'react';
import { Alert, Button, Card, Flex, Select, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CITY_OPTIONS, canonicalCity, type City } from '../../config/cities';
import { localitySlug, paths, propertyPath } from '../../config/paths';
import { useRentVsBuyQuery, useToolLocalitiesQuery, type RentVsBuyInput, type RentVsBuyQuery } from '../../generated/graphql';
import { chartFileName, csvFileName } from '../../shared/csv/csvTable';
import { formatRupees, formatRupeesShort } from '../../shared/format';
import { PageHead } from '../../shared/head/PageHead';
import { Chart } from '../../shared/ui/Chart';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { Col, Row } from '../../shared/ui/Grid';
import { LocalityLink } from '../../shared/ui/LocalityLink';
import { WidgetCard } from '../../shared/ui/WidgetCard';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { Link } from 'react-router-dom';
import { buildRentVsBuyOptions, RENT_VS_BUY_CHART_HEIGHT } from './rentVsBuyChart';
import { rentVsBuyCsv } from './toolCsv';
import { addressNumber, AssumptionsAndSources, CopyLinkButton, Field, NumberBox } from '../../shared/tool-form/ToolForm';
import { readFields, RENT_VS_BUY_ASSUMPTION, RENT_VS_BUY_DEFAULTS, RENT_VS_BUY_FIELDS, withParams, type RentVsBuyField } from './toolParams';
import styles from './tools.module.css';
import { useLastGood } from '../../shared/ui/useLastGood';

// /tools/rent-vs-buy: the buyer's and the renter's net worth year by year for one home
// (a listing, ?property=401, or a price in a locality), the break-even year and every
// assumption with its source. Unset figures take the locality's or the tool's defaults,
// which the answer names. The whole state is in the address.

const DEFAULT_CITY: City = 'Pune';
const DEFAULT_LOCALITY = 'baner';
const RESULT_HEIGHT = 760;
const OPTIONAL_FIELDS = ['rent', 'rentGrowth', 'priceGrowth', 'loanShare', 'rate', 'tenureYears', 'upkeep', 'returnRate', 'years'] as const;

type Answer = RentVsBuyQuery['rentVsBuy'];
type Update = (changes: Record<string, string | number | null>) => void;

export function RentVsBuyPage() {
  const [params, setParams] = useSearchParams();
  const { values, errors } = readFields(params, RENT_VS_BUY_FIELDS, RENT_VS_BUY_DEFAULTS);
  const property = params.get('property')?.trim() || null;
  const city = canonicalCity(params.get('city')) ?? DEFAULT_CITY;
  const locality = localitySlug(params.get('locality') ?? '') || DEFAULT_LOCALITY;
  const optional = Object.fromEntries(OPTIONAL_FIELDS.filter((name) => values[name] !== null).map((name) => [name, values[name]]));
  // While a field shows its error, the answer stays that of the last good input.
  const input = useLastGood<RentVsBuyInput>(property ? { property, ...optional } : { price: values.price, city, locality, ...optional }, Object.keys(errors).length === 0);
  const { data, previousData, loading, error } = useRentVsBuyQuery({ variables: { input } });
  const answer = data?.rentVsBuy ?? previousData?.rentVsBuy;

  const written = useRef(params);
  written.current = params;
  const update: Update = (changes) => {
    written.current = withParams(written.current, changes);
    setParams(written.current, { replace: true });
  };
  const fieldProps = { values, errors, params, update, answer };

  return (
    <div className={styles.page}>
      <PageHead
        title="Rent or Buy Calculator"
        description="Should you rent or buy? Your net worth year by year either way, the break-even year and every assumption with its source: the locality's rental yield and price history and the state's purchase charges."
        path={paths.rentVsBuyTool}
      />
      <Typography.Title level={1}>Rent or buy?</Typography.Title>
      <Typography.Paragraph type="secondary">
        Both households start with the same cash and spend the same each year; whoever pays less invests the difference. Prices, rents and history are
        sample data; the rules name their sources. Not advice.
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={9}>
          <Card title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>The home and the money</h2>}>
            {property ? (
              <Field id="rvb-property" label="Home">
                <Typography.Text id="rvb-property">
                  {answer?.propertyId === property ? (
                    <>
                      <Link to={propertyPath(property)}>{answer.propertyName}</Link> (listing {property}), {formatRupeesShort(answer.price)} in {answer.locality}, {answer.city}
                    </>
                  ) : (
                    `Listing ${property}`
                  )}
                </Typography.Text>
                {answer?.propertyId === property ? (
                  <Button size="small" style={{ justifySelf: 'start' }} onClick={() => update({ property: null, price: answer.price, city: answer.city, locality: answer.localitySlug })}>
                    Change the price or place
                  </Button>
                ) : null}
              </Field>
            ) : (
              <PlaceFields city={city} locality={locality} update={update} />
            )}
            {property ? null : <RentNumber name="price" rupees {...fieldProps} />}
            <RentNumber name="rent" rupees {...fieldProps} />
            <RentNumber name="rentGrowth" {...fieldProps} />
            <RentNumber name="priceGrowth" {...fieldProps} />
            <RentNumber name="loanShare" {...fieldProps} />
            <RentNumber name="rate" {...fieldProps} />
            <RentNumber name="tenureYears" {...fieldProps} />
            <RentNumber name="upkeep" {...fieldProps} />
            <RentNumber name="returnRate" {...fieldProps} />
            <RentNumber name="years" {...fieldProps} />
          </Card>
        </Col>
        <Col xs={24} md={15}>
          {/* Below the form on a phone: hydrated when scrolled to, or when the form changes it (DeferredHydration). */}
          <DeferredHydration>
            <WidgetCard
              title="Rent or buy, year by year"
              minHeight={RESULT_HEIGHT}
              extra={
                <Flex gap={8} wrap>
                  <CopyLinkButton />
                  {answer ? <DownloadCsvButton fileName={csvFileName(answer.city, `rent-vs-buy-${answer.localitySlug}`)} table={() => rentVsBuyCsv(answer)} subject="year-by-year table" /> : null}
                </Flex>
              }
            >
              {error ? <Alert type="warning" showIcon role="alert" title="Cannot compare renting and buying" description={error.message} style={{ marginBottom: 12 }} /> : null}
              {answer ? <RentVsBuyAnswer answer={answer} loading={loading} /> : error ? null : <WidgetSkeleton label="Comparing renting and buying" minHeight={RESULT_HEIGHT} rows={14} />}
            </WidgetCard>
          </DeferredHydration>
        </Col>
      </Row>
    </div>
  );
}

function PlaceFields({ city, locality, update }: { city: City; locality: string; update: Update }) {
  const { data } = useToolLocalitiesQuery({ variables: { city } });
  const options = (data?.localities ?? []).map((item) => ({ value: item.slug, label: item.name }));
  return (
    <>
      <Field id="rvb-city" label="City">
        <Select<City> id="rvb-city" value={city} options={CITY_OPTIONS} onChange={(next) => update({ city: next, locality: null })} />
      </Field>
      <Field id="rvb-locality" label="Locality">
        <Select<string>
          id="rvb-locality"
          value={options.length ? locality : undefined}
          placeholder="Choose the locality"
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          onChange={(next) => update({ locality: next })}
        />
      </Field>
    </>
  );
}

interface RentNumberProps {
  name: RentVsBuyField;
  rupees?: boolean;
  values: Record<RentVsBuyField, number | null>;
  errors: Record<string, string>;
  params: URLSearchParams;
  update: Update;
  answer: Answer | undefined;
}

function RentNumber({ name, rupees, values, errors, params, update, answer }: RentNumberProps) {
  const assumption = RENT_VS_BUY_ASSUMPTION[name];
  const usedDefault = answer && assumption && answer.defaultsUsed.includes(name) ? answer.assumptions.find((row) => row.name === assumption)?.value : undefined;
  return (
    <NumberBox
      id={`rvb-${name}`}
      field={RENT_VS_BUY_FIELDS[name]}
      value={params.has(name) ? addressNumber(params, name) : name === 'price' ? values.price : null}
      error={errors[name]}
      placeholder={usedDefault ? `Default: ${usedDefault}` : undefined}
      hint={usedDefault ? `Default: ${usedDefault}` : rupees && values[name] !== null ? formatRupeesShort(values[name]) : undefined}
      rupees={rupees}
      onChange={(value) => update({ [name]: value === null ? '' : value })}
    />
  );
}

function RentVsBuyAnswer({ answer, loading }: { answer: Answer; loading: boolean }) {
  const last = answer.years.at(-1);
  return (
    <div aria-busy={loading} aria-live="polite" data-widget="rent-vs-buy" data-figures="">
      <dl className={styles.headline}>
        <div>
          <dt>Buying pays off</dt>
          <dd data-figure="breakEvenYear">{answer.breakEvenYear === null ? `Not within ${answer.years.length} years` : `From year ${answer.breakEvenYear}`}</dd>
        </div>
        <div>
          <dt>Loan</dt>
          <dd>{formatRupeesShort(answer.loan)}</dd>
        </div>
        <div>
          <dt>EMI a month</dt>
          <dd>{formatRupees(answer.emi)}</dd>
        </div>
        <div>
          <dt>Cash up front</dt>
          <dd>{formatRupeesShort(answer.cashUpFront)}</dd>
        </div>
      </dl>
      <Typography.Paragraph>
        {formatRupeesShort(answer.price)} in <LocalityLink city={answer.city} locality={answer.locality} />, {answer.city}
        {last ? `: after ${last.year} years the buyer has ${formatRupeesShort(last.buyerNetWorth)} and the renter ${formatRupeesShort(last.renterNetWorth)}.` : '.'} Purchase charges of{' '}
        {formatRupeesShort(answer.charges)} and the selling cost are counted once.
      </Typography.Paragraph>
      <Chart
        options={buildRentVsBuyOptions(answer)}
        height={RENT_VS_BUY_CHART_HEIGHT}
        download={{ fileName: chartFileName(answer.city, `rent-vs-buy-${answer.localitySlug}`), source: { name: 'GharInsight rent-or-buy tool (sample data)', asOf: null } }}
        description={`The buyer's and the renter's net worth, year by year for ${answer.years.length} years.`}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        Year by year
      </Typography.Title>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Year-by-year table">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col" className={styles.amount}>
                Buyer's net worth
              </th>
              <th scope="col" className={styles.amount}>
                Renter's net worth
              </th>
              <th scope="col" className={styles.amount}>
                Rent paid
              </th>
              <th scope="col" className={styles.amount}>
                EMIs and upkeep
              </th>
              <th scope="col" className={styles.amount}>
                Loan outstanding
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.years.map((row) => (
              <tr key={row.year}>
                <th scope="row" style={{ fontWeight: 'normal' }}>
                  {row.year}
                </th>
                <td className={styles.amount}>{formatRupeesShort(row.buyerNetWorth)}</td>
                <td className={styles.amount}>{formatRupeesShort(row.renterNetWorth)}</td>
                <td className={styles.amount}>{formatRupeesShort(row.rent)}</td>
                <td className={styles.amount}>{formatRupeesShort(row.buyerOutgoings)}</td>
                <td className={styles.amount}>{formatRupeesShort(row.loanOutstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AssumptionsAndSources rows={answer.assumptions} provenance={answer.provenance} />
    </div>
  );
}

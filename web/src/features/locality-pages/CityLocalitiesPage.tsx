import { CombinedGraphQLErrors } from '@apollo/client';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Breadcrumb, Card, Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { cityLocalitiesPath, dashboardPath } from '../../config/paths';
import { useCityLocalitiesQuery } from '../../generated/graphql';
import { csvFileName } from '../../shared/csv/csvTable';
import { formatNumber } from '../../shared/format';
import { PageHead } from '../../shared/head/PageHead';
import { HttpStatus } from '../../shared/httpStatus';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';
import { DownloadCsvButton } from '../../shared/ui/DownloadCsvButton';
import { ErrorMessage } from '../../shared/ui/QueryState';
import { cityLocalitiesCsv } from './cityLocalitiesCsv';
import { useState } from 'react';
import { CityLocalitiesMap } from './CityLocalitiesMap';
import { LocalitiesTable, type LocalitiesSort } from './LocalitiesTable';
import { formatPeriod } from '../../shared/price-check/priceCheckText';
import styles from './cityLocalities.module.css';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';

// /localities/{city} (issue 19): every locality of a city in one sortable table, with
// its registered and asking medians and the gap; the table downloads as CSV.

export const CITY_LOCALITIES_ERROR = 'Failed to load the localities.';
export const CITY_NOT_FOUND = 'City Not Found';

export function CityLocalitiesPage() {
  const { city: citySlug = '' } = useParams();
  const { data, loading, error } = useCityLocalitiesQuery({ variables: { city: citySlug } });
  const [sort, setSort] = useState<LocalitiesSort>(null);
  const localities = data?.localities;
  const city = localities?.[0]?.city;
  const notFound = !loading && (isBadInput(error) || (!error && (!localities || localities.length === 0)));
  const path = cityLocalitiesPath(citySlug);

  if (notFound)
    return (
      <div className={styles.page}>
        <PageHead title={CITY_NOT_FOUND} description="Every locality of a city on GharInsight. Illustrative sample data." path={path} noindex />
        <HttpStatus code={404} />
        <Result
          status="404"
          title={<h1 style={{ fontSize: 24, margin: 0 }}>{CITY_NOT_FOUND}</h1>}
          subTitle="The city you're looking for isn't one we cover."
          extra={
            <ButtonLink type="primary" icon={<ArrowLeftOutlined aria-hidden />} to={dashboardPath()}>
              Back to Dashboard
            </ButtonLink>
          }
        />
      </div>
    );
  if (error) {
    console.warn('Could not load the localities', error);
    return (
      <div className={styles.page}>
        <PageHead title="Localities" description="Every locality of a city on GharInsight. Illustrative sample data." path={path} noindex />
        <ErrorMessage message={CITY_LOCALITIES_ERROR} />
      </div>
    );
  }
  if (loading || !localities || !city)
    return (
      <div className={styles.page} role="status" aria-busy="true" aria-label="Loading localities">
        <PageHead title="Localities" description="Every locality of a city on GharInsight. Illustrative sample data." path={path} />
        <Card style={{ minHeight: 600 }}>
          <Skeleton active paragraph={{ rows: 14 }} />
        </Card>
      </div>
    );

  const registered = localities[0].priceCheck.registered;
  const totalSales = localities.reduce((sum, locality) => sum + locality.priceCheck.registered.count, 0);
  return (
    <div className={styles.page}>
      <PageHead
        title={`Localities of ${city}`}
        description={`Every locality of ${city}: average price, 1-year change, rental yield, registered and asking medians per sq ft and the gap between them. Illustrative sample data.`}
        path={cityLocalitiesPath(city)}
      />
      <Breadcrumb items={[{ title: <Link to={dashboardPath({ city, amenityTab: 'localities' })}>{`${city} dashboard`}</Link> }, { title: 'Localities' }]} />
      <Typography.Title level={1} className={styles.title}>
        Localities of {city}
      </Typography.Title>
      <Card
        role="region"
        data-widget="city-localities"
        data-figures=""
        aria-label={`Localities of ${city}`}
        title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{`${localities.length} localities`}</h2>}
        extra={<DownloadCsvButton fileName={csvFileName(city, 'localities')} table={() => cityLocalitiesCsv(localities)} subject={`localities of ${city}`} />}
      >
        {/* The table and the map each hydrate in a commit of their own, after the page's: together
            with it they were the longest task of this page's start on a phone. Both are in the
            first screen, so each hydrates as soon as the page has (or at a tap inside it). */}
        <div className={styles.tableAndMap}>
          <DeferredHydration>
            <LocalitiesTable localities={localities} label={`Localities of ${city}`} sort={sort} onSort={setSort} />
          </DeferredHydration>
          <DeferredHydration>
            <CityLocalitiesMap city={city} localities={localities} sort={sort} />
          </DeferredHydration>
        </div>
        <Typography.Paragraph type="secondary" className={styles.note} style={{ marginTop: 12, marginBottom: 0 }}>
          Medians are ₹ per sq ft of carpet area; the gap is (asking − registered) / registered. Sample data: {formatNumber(totalSales)} registered sales,{' '}
          {formatPeriod(registered.from, registered.to)}, and a snapshot of asking prices as of the period's end (illustrative, not real registrations or listings).
        </Typography.Paragraph>
        <ProvenanceLine provenance={localities.map((locality) => locality.priceCheck.provenance)} />
      </Card>
    </div>
  );
}

function isBadInput(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'BAD_USER_INPUT');
}

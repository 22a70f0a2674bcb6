import { CombinedGraphQLErrors } from '@apollo/client';
import { HttpStatus } from '../../shared/httpStatus';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Breadcrumb, Card, Result, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { cityLocalitiesPath, dashboardPath } from '../../config/paths';
import { useLocalityPageQuery } from '../../generated/graphql';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { DeferredHydration } from '../../shared/ui/DeferredHydration';
import { ErrorMessage } from '../../shared/ui/QueryState';
import { SourceNote } from '../../shared/ui/SourceNote';
import { DEALS_CHART_HEIGHT, HISTORY_CHART_HEIGHT } from './historyOptions';
import { LocalityHead, LocalityRouteHead } from './LocalityHead';
import { LocalityHeader } from './LocalityHeader';
import { LocalityHomes } from './LocalityHomes';
import { LocalityMarket, LocalityPlaces } from './LocalitySections';
import { LocalityTools } from './LocalityTools';
import { LocalityWhere } from './LocalityWhere';
import { PriceHistory } from './PriceHistory';
import styles from './locality.module.css';

// /localities/{city}/{locality} (issue 10): one locality's figures, price history,
// homes and places. An unknown locality (null) or city (BAD_USER_INPUT) is the
// not-found view; any other failure is the page's error message.

const NO_HUBS: never[] = [];

export const LOCALITY_ERROR = 'Failed to load locality data.';
export const LOCALITY_NOT_FOUND = 'Locality Not Found';
/** The compared locality's slug lives in the URL, so a comparison can be shared. */
export const COMPARE_PARAM = 'compare';

/** A section another feature adds under the price history (the app composes it: app/pages/LocalityRoute). */
export type LocalitySection = (locality: { city: string; slug: string }) => ReactNode;

export function LocalityPage({ extraSection }: { extraSection?: LocalitySection } = {}) {
  const { city = '', locality: slug = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data, loading, error } = useLocalityPageQuery({ variables: { city, slug } });
  const compare = searchParams.get(COMPARE_PARAM) ?? undefined;
  const locality = data?.locality;
  const notFound = !loading && (isBadInput(error) || (!error && !locality));
  const routeHead = (title: string, noindex = false) => <LocalityRouteHead city={city} slug={slug} title={title} noindex={noindex} />;

  if (notFound)
    return (
      <>
        {routeHead(LOCALITY_NOT_FOUND, true)}
        <LocalityNotFound />
      </>
    );
  if (error) {
    console.warn('Could not load the locality', error);
    return (
      <div className={styles.page}>
        {routeHead('Locality', true)}
        <ErrorMessage message={LOCALITY_ERROR} />
      </div>
    );
  }
  if (loading || !locality)
    return (
      <>
        {routeHead('Locality')}
        <LocalityPageSkeleton />
      </>
    );

  const setCompare = (other: string | undefined) =>
    setSearchParams(
      (params) => {
        if (other) params.set(COMPARE_PARAM, other);
        else params.delete(COMPARE_PARAM);
        return params;
      },
      { replace: false },
    );

  return (
    <div className={styles.page} data-widget="locality" data-figures="">
      <LocalityHead locality={locality} />
      <Breadcrumb
        items={[
          { title: <Link to={dashboardPath({ city: locality.city, amenityTab: 'localities' })}>{locality.city}</Link> },
          { title: <Link to={cityLocalitiesPath(locality.city)}>{`${locality.city} localities`}</Link> },
          { title: locality.name },
        ]}
      />
      <LocalityHeader locality={locality} />
      {/* Each section below the header hydrates on its own (DeferredHydration): in one commit, the
          whole page ran 1 s and more at a phone's CPU speed (Lighthouse's blocking time). */}
      <DeferredHydration>
        <PriceHistory
          locality={locality}
          others={(data?.localities ?? []).filter((other) => other.slug !== locality.slug)}
          compare={compare === locality.slug ? undefined : compare}
          onCompare={setCompare}
        />
      </DeferredHydration>
      {extraSection ? <DeferredHydration>{extraSection(locality)}</DeferredHydration> : null}
      <div className={styles.columns}>
        <DeferredHydration>
          <LocalityMarket locality={locality} />
        </DeferredHydration>
        <DeferredHydration>
          <LocalityPlaces locality={locality} />
        </DeferredHydration>
      </div>
      <DeferredHydration>
        <LocalityWhere locality={locality} hubs={data?.hubs ?? NO_HUBS} />
      </DeferredHydration>
      <DeferredHydration>
        <LocalityHomes locality={locality} />
      </DeferredHydration>
      <DeferredHydration>
        <LocalityTools locality={locality} />
      </DeferredHydration>
      <SourceNote source={locality.source} />
    </div>
  );
}

function LocalityNotFound() {
  return (
    <div className={styles.page}>
      <HttpStatus code={404} />
      <Result
        status="404"
        title={<h1 className={styles.notFoundTitle}>{LOCALITY_NOT_FOUND}</h1>}
        subTitle="The locality you're looking for doesn't exist or has been removed."
        extra={
          <ButtonLink type="primary" icon={<ArrowLeftOutlined aria-hidden />} to={dashboardPath()}>
            Back to Dashboard
          </ButtonLink>
        }
      />
    </div>
  );
}

/** The page's sections at their loaded heights, so nothing shifts when the data arrives. */
function LocalityPageSkeleton() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="Loading locality">
      <Card style={{ minHeight: 260 }}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
      <Card style={{ minHeight: HISTORY_CHART_HEIGHT + DEALS_CHART_HEIGHT + 200 }}>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    </div>
  );
}

/** An unknown city: the API's expected answer for a bad URL, shown as not found. */
function isBadInput(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'BAD_USER_INPUT');
}

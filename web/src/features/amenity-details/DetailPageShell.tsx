import type { ReactNode } from 'react';
import { HttpStatus } from '../../shared/httpStatus';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Card, Result, Skeleton } from 'antd';
import { dashboardPath } from '../../config/paths';
import { PageHead } from '../../shared/head/PageHead';
import { breadcrumbList } from '../../shared/head/jsonLd';
import { shareImageFor } from '../../shared/head/shareCard';
import { usePublicUrl } from '../../shared/head/PublicUrl';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import styles from './amenityDetails.module.css';

// The one shell of the mall, theater and developer pages: Back to Dashboard, a
// skeleton of the page's size while loading, and the not-found view (spec section 8)
// for an unknown id (null), a non-numeric id (BAD_USER_INPUT) or a failed load.

export interface DetailPageShellProps<T> {
  loading: boolean;
  error?: unknown;
  data: T | null | undefined;
  /** Lower-case name used in the not-found text, e.g. 'shopping mall'. */
  thing: string;
  /** e.g. 'Shopping Mall Not Found'. */
  notFoundTitle: string;
  /** The page's path (for the canonical URL), e.g. '/shopping-malls/3001'. */
  path: string;
  /** The document title before the data arrives, e.g. 'Shopping Mall'. */
  routeTitle: string;
  /** The document title once loaded. */
  titleOf: (data: T) => string;
  /** The head once loaded: a factual description, the image and the city (the breadcrumb before the page). */
  headOf: (data: T) => { description: string; image: string; city: string };
  /** Where Back to Dashboard leads once loaded (the dashboard tab of this kind, for its city). */
  backTo: (data: T) => string;
  children: (data: T) => ReactNode;
}

export function DetailPageShell<T>(props: DetailPageShellProps<T>) {
  const { loading, error, data, thing, notFoundTitle, backTo, children } = props;
  const loaded = !loading && !error && data ? data : undefined;
  const notFound = !loading && (!!error || !data);

  if (notFound) {
    if (error && !isBadInput(error)) console.warn(`Could not load the ${thing}`, error);
    return (
      <div className={styles.page}>
        <HttpStatus code={404} />
        <DetailHead {...props} title={notFoundTitle} noindex />
        <Result
          status="404"
          title={<h1 className={styles.notFoundTitle}>{notFoundTitle}</h1>}
          subTitle={`The ${thing} you're looking for doesn't exist or has been removed.`}
          extra={
            <ButtonLink type="primary" icon={<ArrowLeftOutlined aria-hidden />} to={dashboardPath()}>
              Back to Dashboard
            </ButtonLink>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {loaded ? <DetailHead {...props} loaded={loaded} /> : <DetailHead {...props} title={props.routeTitle} />}
      <ButtonLink icon={<ArrowLeftOutlined aria-hidden />} to={loaded ? backTo(loaded) : dashboardPath()} className={styles.back}>
        Back to Dashboard
      </ButtonLink>
      {loaded ? children(loaded) : <DetailSkeleton />}
    </div>
  );
}

type DetailHeadProps<T> = DetailPageShellProps<T> & { loaded?: T; title?: string; noindex?: boolean };

/** The route's head (loading, or noindex when not found), or the loaded item's (its picture's PNG card) with breadcrumbs. */
function DetailHead<T>({ path, thing, titleOf, headOf, backTo, loaded, title, noindex }: DetailHeadProps<T>) {
  const origin = usePublicUrl();
  if (!loaded) {
    const description = `A ${thing} on GharInsight, with its locality and city. Illustrative sample data.`;
    return <PageHead title={title} description={description} path={path} noindex={noindex} />;
  }
  const name = titleOf(loaded);
  const { description, image, city } = headOf(loaded);
  const crumbs = [
    { name: city, path: backTo(loaded) },
    { name, path },
  ];
  return <PageHead title={name} description={description} path={path} image={shareImageFor(image)} jsonLd={[breadcrumbList(origin, crumbs)]} />;
}

function DetailSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true" aria-label="Loading details">
      <Card className={styles.main}>
        <Skeleton.Node active className={styles.imageSkeleton}>
          <span />
        </Skeleton.Node>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
      <Card className={styles.side}>
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    </div>
  );
}

/** A non-numeric id: the API's expected answer, not worth a log line. */
function isBadInput(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'BAD_USER_INPUT');
}

import type { ReactNode } from 'react';
import { HttpStatus } from '../../shared/httpStatus';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { CombinedGraphQLErrors } from '@apollo/client';
import { Card, Result, Skeleton } from 'antd';
import { dashboardPath } from '../../config/paths';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
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
  /** The document title once loaded. */
  titleOf: (data: T) => string;
  /** Where Back to Dashboard leads once loaded (the dashboard tab of this kind, for its city). */
  backTo: (data: T) => string;
  children: (data: T) => ReactNode;
}

export function DetailPageShell<T>({ loading, error, data, thing, notFoundTitle, titleOf, backTo, children }: DetailPageShellProps<T>) {
  const loaded = !loading && !error && data ? data : undefined;
  const notFound = !loading && (!!error || !data);
  useDocumentTitle(loaded ? titleOf(loaded) : notFound ? notFoundTitle : undefined);

  if (notFound) {
    if (error && !isBadInput(error)) console.warn(`Could not load the ${thing}`, error);
    return (
      <div className={styles.page}>
        <HttpStatus code={404} />
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
      <ButtonLink icon={<ArrowLeftOutlined aria-hidden />} to={loaded ? backTo(loaded) : dashboardPath()} className={styles.back}>
        Back to Dashboard
      </ButtonLink>
      {loaded ? children(loaded) : <DetailSkeleton />}
    </div>
  );
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

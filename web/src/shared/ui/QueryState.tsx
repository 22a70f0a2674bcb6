import type { ReactNode } from 'react';
import { Alert, Button } from 'antd';
import { SUPPORT_HINT } from '../../config/constants';

// The one pattern for a widget's three states (STYLE.md practice 7): loading shows
// a skeleton of the loaded size, error shows the spec's exact message (followed by
// the support hint for the spec's screen messages), and loaded renders the children with data that is known present.

export interface QueryStateProps<TData> {
  loading: boolean;
  error?: unknown;
  data: TData | null | undefined;
  /** The spec's message for this widget, e.g. 'Failed to load market overview data.' */
  errorMessage: string;
  /** Placeholder of the same size as the loaded widget, so nothing shifts. */
  skeleton: ReactNode;
  /** Treat loaded data as an error (spec: an empty locality result is an error). */
  isError?: (data: TData) => boolean;
  /**
   * Whether the support hint follows the message (default). Spec section 8 gives it only to
   * the screen messages; its 'other messages' (top gainers, transactions, listings) stand alone.
   */
  supportHint?: boolean;
  /** Optional retry action shown under the message (spec: news 'Try Again' reloads the page). */
  retry?: { label: string; onClick: () => void };
  children: (data: TData) => ReactNode;
}

export function QueryState<TData>({ loading, error, data, errorMessage, skeleton, isError, supportHint = true, retry, children }: QueryStateProps<TData>) {
  if (error || (!loading && (data === null || data === undefined)) || (data != null && isError?.(data))) {
    return <ErrorMessage message={errorMessage} supportHint={supportHint} retry={retry} />;
  }
  if (loading || data === null || data === undefined) return <>{skeleton}</>;
  return <>{children(data)}</>;
}

export function ErrorMessage({ message, supportHint = true, retry }: { message: string; supportHint?: boolean; retry?: { label: string; onClick: () => void } }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={message}
      description={
        supportHint || retry ? (
          <>
            {supportHint ? <div>{SUPPORT_HINT}</div> : null}
            {retry ? (
              <Button style={{ marginTop: 12 }} onClick={retry.onClick}>
                {retry.label}
              </Button>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}

import { Button, Result } from 'antd';
import { useLocation, useRouteError } from 'react-router-dom';
import { PageHead } from '../shared/head/PageHead';

/**
 * Last line of defence for a page that throws while rendering or whose chunk cannot
 * be loaded (e.g. after a redeploy): say so and offer a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  console.warn('Route failed to render', error);
  return (
    <>
      <PageHead title="Something went wrong" description="This page could not be shown. Reloading usually helps." path={pathname} noindex />
      <Result
      status="error"
      title="Something went wrong"
      subTitle="This page could not be shown. Reloading usually helps."
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      }
      />
    </>
  );
}

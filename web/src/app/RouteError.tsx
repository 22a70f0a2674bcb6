import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/**
 * Last line of defence for a page that throws while rendering or whose chunk cannot
 * be loaded (e.g. after a redeploy): say so and offer a reload instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  console.warn('Route failed to render', error);
  return (
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
  );
}

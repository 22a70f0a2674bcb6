import { Result } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HttpStatus } from '../../shared/httpStatus';
import { PageHead } from '../../shared/head/PageHead';

/** The document title of every not-found view. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** Shown for every path the router does not define (spec section 2). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <HttpStatus code={404} />
      <PageHead title={NOT_FOUND_TITLE} description="There is no page at this address on GharInsight." path={pathname} noindex />
      <Result
        status="404"
        title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>404 Page Not Found</h1>}
        subTitle="Did you forget to add the page to the router?"
        extra={<Link to={paths.home}>Back to Home</Link>}
      />
    </>
  );
}

import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { HttpStatus } from '../../shared/httpStatus';

/** Shown for every path the router does not define (spec section 2). */
export function NotFoundPage() {
  return (
    <>
      <HttpStatus code={404} />
      <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>404 Page Not Found</h1>}
      subTitle="Did you forget to add the page to the router?"
      extra={<Link to={paths.home}>Back to Home</Link>}
    />
    </>
  );
}

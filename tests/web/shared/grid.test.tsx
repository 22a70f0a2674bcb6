import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Col, Row } from '../../../web/src/shared/ui/Grid';

// The grid's layout lives in grid.css; what the components must get right is handing it
// the gutter and each breakpoint's span, and nothing for a breakpoint not given.
describe('Grid', () => {
  it('a row carries its gutter, a column the spans it was given, and only those', () => {
    const html = renderToStaticMarkup(
      <Row gutter={[16, 24]}>
        <Col xs={24} lg={12}>
          a
        </Col>
        <Col span={8}>b</Col>
      </Row>,
    );
    expect(html).toBe(
      '<div class="gi-row" style="--gi-gutter-x:16px;--gi-gutter-y:24px">' +
        '<div class="gi-col" style="--gi-col-xs:24;--gi-col-lg:12">a</div>' +
        '<div class="gi-col" style="--gi-col-span:8">b</div>' +
        '</div>',
    );
  });

  it('a row without a gutter has none', () => {
    expect(renderToStaticMarkup(<Row>x</Row>)).toBe('<div class="gi-row" style="--gi-gutter-x:0px;--gi-gutter-y:0px">x</div>');
  });
});

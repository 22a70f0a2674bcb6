import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Popover, Typography } from 'antd';
import { formatRupees, formatRupeesShort } from '../../shared/format';
import { formatAsOfDate, monthOf } from '../../shared/dates';
import type { PurchaseCost } from './costFigures';
import styles from './purchaseCost.module.css';

// The breakdown both screens show: the price, each duty, fee and tax with its rate
// (which opens its source and dates), the charges and the total, in ₹ with Indian grouping.

type Line = PurchaseCost['lines'][number];

function SourceDetails({ line }: { line: Line }) {
  const { source } = line;
  return (
    <div className={styles.sourcePopover}>
      <div>
        <strong>Source:</strong> {source.name}, {source.citation}
      </div>
      <div>
        <strong>In force since:</strong> {source.effectiveFrom ? formatAsOfDate(source.effectiveFrom) : 'not given in the sources'}
      </div>
      <div>
        <strong>Checked:</strong> {monthOf(source.checkedOn)}
      </div>
      {line.note ? <div className={styles.lineNote}>{line.note}</div> : null}
    </div>
  );
}

export function CostBreakdown({ cost }: { cost: PurchaseCost }) {
  return (
    <table className={styles.breakdown}>
      <caption className={styles.caption}>
        {cost.state} rules{cost.area ? ` (${cost.area})` : ''} · duty {cost.dutyRatePercent}% of {formatRupeesShort(cost.dutyValue)}
      </caption>
      <thead className={styles.visuallyHidden}>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Rate</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Price</th>
          <td />
          <td className={styles.amount}>{formatRupeesShort(cost.price)}</td>
        </tr>
        {cost.lines.map((line) => (
          <tr key={line.code} data-testid="cost-line" data-line={line.code}>
            <th scope="row">{line.label}</th>
            <td className={styles.rate}>
              <Popover title={line.label} content={<SourceDetails line={line} />} trigger="click">
                <Button type="link" size="small" className={styles.rateButton} aria-label={`${line.rate}: source of ${line.label.toLowerCase()}`}>
                  {line.rate} <InfoCircleOutlined aria-hidden />
                </Button>
              </Popover>
            </td>
            <td className={styles.amount}>{formatRupees(line.amount)}</td>
          </tr>
        ))}
        <tr className={styles.subtotal}>
          <th scope="row">Total charges</th>
          <td />
          <td className={styles.amount} data-testid="total-charges">
            {formatRupees(cost.totalCharges)}
          </td>
        </tr>
        <tr className={styles.total}>
          <th scope="row">Total cost</th>
          <td />
          <td className={styles.amount} data-testid="total-cost">
            {formatRupeesShort(cost.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Where the sources disagree or a rule is unclear, and the as-of date of the rates. */
export function CostNotes({ cost }: { cost: PurchaseCost }) {
  return (
    <div className={styles.notes}>
      {cost.notes.length ? (
        <ul>
          {cost.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        Rates checked {monthOf(cost.checkedOn)}; illustrative, rates change often: confirm with the state's registration portal before you rely on them.
      </Typography.Text>
    </div>
  );
}

import { Typography } from 'antd';
import { formatRupeesShort } from '../../shared/format';
import styles from './purchaseCost.module.css';

/** The cash a buyer needs on the day: the down payment plus every charge, with how it was made up. */
export function CashUpFront({ cash, explanation }: { cash: number; explanation: string }) {
  return (
    <div className={styles.cash}>
      <div>Cash needed up front</div>
      <div className={styles.cashFigure} data-testid="cash-up-front">
        {formatRupeesShort(cash)}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {explanation}
      </Typography.Text>
    </div>
  );
}

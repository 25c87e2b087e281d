import { memo, useCallback, useState, type ReactNode } from 'react';
import type { PhanLoaiQuanLy } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { ExpiryValue, QuantityValue } from '../../../components/stock/warning-value';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { BatchTable } from './batch-table';
import styles from './stock-rows.module.css';
import { BelowMinimumChip, itemSubtitle, type StockRowProps, type StockRowsProps } from './stock-table';

/** A label over a value, three to a line on a phone card. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <div className={styles.caption}>{label}</div>
      <div className={`${styles.body2} ${styles.strong}`}>{children}</div>
    </div>
  );
}

/** One goods item's card, its batches below it once opened. */
const StockCard = memo(function StockCard({
  item,
  rules,
  expanded,
  onToggle,
  onCard,
  batchActions,
}: StockRowProps) {
  const { t } = useTranslation('stock');
  return (
    <div
      className={styles.card}
      role="group"
      aria-label={`${item.ma} ${item.ten}`}
      data-testid="stock-row"
      data-code={item.ma}
    >
      <div className={styles.cardTop}>
        <span
          className={`${styles.caption} ${styles.anywhere}`}
        >{`${item.ma} · ${item.nhom_hang_hoa_ten}`}</span>
        <ManagementClassChip value={item.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
      </div>
      <p className={styles.title}>{item.ten}</p>
      <p className={`${styles.body2} ${styles.secondary}`}>{itemSubtitle(item)}</p>
      <div className={styles.figures}>
        <Figure label={t('columns.so_luong')}>
          <QuantityValue value={item.so_luong} rules={rules} testId="stock-quantity" />
        </Figure>
        <Figure label={t('columns.kha_dung')}>{formatNumber(item.kha_dung)}</Figure>
        <Figure label={t('columns.gia_tri')}>{formatMoney(item.gia_tri)}</Figure>
      </div>
      <div className={styles.line}>
        <span className={styles.caption}>{t('columns.han_dung_gan_nhat')}</span>
        <ExpiryValue date={item.han_dung_gan_nhat} rules={rules} inline testId="stock-expiry" />
        <BelowMinimumChip item={item} />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={expanded}
          data-testid="stock-row-expand"
          onClick={() => onToggle(item.hang_hoa_id)}
        >
          {t('batches_count', { count: item.lo_hang.length })}
          <span className={styles.endIcon}>
            <PlainIcon
              name="KeyboardArrowDownRounded"
              fontSize="inherit"
              className={expanded ? `${styles.turning} ${styles.turned}` : styles.turning}
            />
          </span>
        </button>
        <button
          type="button"
          className={styles.textButton}
          data-testid="stock-card-open"
          aria-label={t('card.open_for', { code: item.ma })}
          onClick={() => onCard(item)}
        >
          <span className={styles.startIcon}>
            <PlainIcon name="MenuBookRounded" fontSize="inherit" />
          </span>
          {t('card.open')}
        </button>
      </div>
      {expanded && (
        <div className={styles.cardBatches}>
          <BatchTable item={item} rules={rules} actions={batchActions} />
        </div>
      )}
    </div>
  );
});

/** The stock on a phone: a card per goods item, its batches below on demand (sideways scroll). */
export const StockCards = memo(function StockCards({
  items,
  rules,
  onCard,
  batchActions,
}: Omit<StockRowsProps, 'sort' | 'onSort'>) {
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((id: string) => setOpen((current) => (current === id ? null : id)), []);
  return (
    <div className={styles.cards} data-testid="stock-cards">
      {items.map((item) => (
        <StockCard
          key={item.hang_hoa_id}
          item={item}
          rules={rules}
          expanded={open === item.hang_hoa_id}
          onToggle={toggle}
          onCard={onCard}
          batchActions={batchActions}
        />
      ))}
    </div>
  );
});

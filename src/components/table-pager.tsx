import { Pagination, type PaginationProps } from 'antd';
import { PAGE_SIZE } from '../lib/constants';
import styles from './table-pager.module.css';

/**
 * antd's pager where antd's Table places its own, under the rows at the right: pages of
 * PAGE_SIZE, without a size picker unless asked for.
 */
export function TablePager(props: Omit<PaginationProps, 'className' | 'size'>) {
  return (
    <Pagination
      pageSize={PAGE_SIZE}
      showSizeChanger={false}
      {...props}
      className={styles.pager}
      size="small"
    />
  );
}

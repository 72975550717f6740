import { Flex, Tag } from 'antd';
import { resultCounts } from '../outcome-text';
import type { BulkRun } from '../run-store';
import styles from './bulk.module.css';

/**
 * The counts of a finished run: «Изменено: X», «Конфликтов: Y», «Пропущено: Z», «Ошибок: W», and
 * «Не записано: N» of one cut short.
 */
export function ResultCounts({ run }: { run: BulkRun }) {
  return (
    <Flex wrap gap={8} role="status">
      {resultCounts(run).map(({ text, tone }) => (
        <Tag key={text} color={tone} className={styles.count}>
          {text}
        </Tag>
      ))}
    </Flex>
  );
}

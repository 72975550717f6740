import { CloseCircleFilled } from '@ant-design/icons';

const CLEAR = 'Очистить';

/** antd labels a select's clear button «Clear»; this keeps antd's icon and names it in Russian. */
export const selectClear = { clearIcon: <CloseCircleFilled aria-hidden />, label: CLEAR };

/** An input's clear button is named after its icon, «close-circle»; this names it in Russian. */
export const inputClear = { clearIcon: <CloseCircleFilled aria-label={CLEAR} /> };

import { InboxOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { inView } from './wide-table';

/**
 * «Нет данных» of a list screen's table, in the part of the table in view. Its icon has no SVG
 * <title> (antd's pictures do), so assistive tech says «Нет данных» once, not twice.
 */
export const NO_DATA = inView(
  <Empty
    image={<InboxOutlined aria-hidden style={{ fontSize: 40, color: '#bfbfbf' }} />}
    styles={{ image: { height: 'auto' } }}
    description="Нет данных"
    style={{ marginBlock: 24 }}
  />,
);

import { Typography } from 'antd';

export function NotificationsPage() {
  return <Typography.Title level={2}>Центр уведомлений</Typography.Title>;
}

import { Typography } from 'antd';

export function RoutesPage() {
  return <Typography.Title level={2}>Маршруты</Typography.Title>;
}

import { Typography } from 'antd';

export function RouteDetailPage() {
  return <Typography.Title level={2}>Маршрут</Typography.Title>;
}

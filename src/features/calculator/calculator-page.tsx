import { Typography } from 'antd';

export function CalculatorPage() {
  return <Typography.Title level={2}>Калькулятор</Typography.Title>;
}

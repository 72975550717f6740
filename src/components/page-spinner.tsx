import { Spin } from 'antd';

export function PageSpinner({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 240 }}
    >
      <Spin size="large" />
    </div>
  );
}

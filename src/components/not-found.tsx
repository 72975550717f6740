import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';

interface NotFoundProps {
  title?: string;
  description?: string;
}

/** The «404» block of SPEC §2. */
export function NotFound({
  title = 'Страница не найдена',
  description = 'Страница удалена или не существует',
}: NotFoundProps) {
  const navigate = useNavigate();
  return (
    <Flex vertical align="center" gap={8} style={{ padding: '64px 16px', textAlign: 'center' }}>
      <Typography.Text type="secondary" style={{ fontSize: 72, fontWeight: 700, lineHeight: 1 }}>
        404
      </Typography.Text>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Button type="primary" onClick={() => void navigate('/')}>
        На главную
      </Button>
    </Flex>
  );
}

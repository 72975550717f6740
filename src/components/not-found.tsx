import { Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from './page-title';

interface NotFoundProps {
  title?: string;
  description?: string;
}

/** The «404» block: «Страница не найдена» with its default description. */
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
      <PageTitle>{title}</PageTitle>
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Button type="primary" onClick={() => void navigate('/')}>
        На главную
      </Button>
    </Flex>
  );
}

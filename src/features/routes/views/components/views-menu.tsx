import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { RouteView } from '../../../../api/schema';
import { compareNames } from '../../../../lib/compare-text';
import styles from './views.module.css';

type Item = NonNullable<MenuProps['items']>[number];

const DELETE_KEY = 'delete';
const RETRY_KEY = 'retry';

const byName = (a: RouteView, b: RouteView) => compareNames(a.name, b.name);

interface ViewsMenuProps {
  views: readonly RouteView[] | undefined;
  failed: boolean;
  me: string | undefined;
  /** The user's own view the list shows: the menu offers to delete it. */
  deletable: RouteView | null;
  disabled: boolean;
  onPick: (view: RouteView) => void;
  onDelete: (view: RouteView) => void;
  onRetry: () => void;
}

function itemsOf({ views, failed, me, deletable }: ViewsMenuProps): Item[] {
  if (failed) return [{ key: RETRY_KEY, label: 'Не удалось загрузить виды. Повторить' }];
  if (!views) return [{ key: 'loading', label: 'Загрузка…', disabled: true }];
  if (views.length === 0) return [{ key: 'none', label: 'Сохранённых видов нет', disabled: true }];
  const item = (view: RouteView): Item => ({
    key: String(view.id),
    label: view.name,
    title: view.owner === me ? view.name : `${view.name} — вид пользователя ${view.owner}`,
  });
  const mine = views.filter((view) => view.owner === me).sort(byName);
  const theirs = views.filter((view) => view.owner !== me).sort(byName);
  return [
    ...(mine.length
      ? [{ type: 'group', label: 'Мои виды', children: mine.map(item) } as const]
      : []),
    ...(theirs.length
      ? [{ type: 'group', label: 'Виды коллег', children: theirs.map(item) } as const]
      : []),
    ...(deletable
      ? [
          { type: 'divider' } as const,
          { key: DELETE_KEY, danger: true, label: `Удалить вид «${deletable.name}»…` },
        ]
      : []),
  ];
}

/** «Виды»: the views the user sees, their own first, each by name; deleting the current own one. */
export function ViewsMenu(props: ViewsMenuProps) {
  const { views, deletable, disabled, onPick, onDelete, onRetry } = props;
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === RETRY_KEY) onRetry();
    else if (key === DELETE_KEY && deletable) onDelete(deletable);
    else {
      const view = views?.find((one) => String(one.id) === key);
      if (view) onPick(view);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      disabled={disabled}
      menu={{ items: itemsOf(props), onClick, className: styles.menu }}
    >
      <Button icon={<DownOutlined aria-hidden />} iconPlacement="end">
        Виды
      </Button>
    </Dropdown>
  );
}

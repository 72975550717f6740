import { Badge } from 'antd';
import { NavLink } from 'react-router-dom';

/** Menu keys are first path segments: the active entry follows the current path. */
const NAV_KEYS = {
  calculator: '',
  routes: 'routes',
  notifications: 'notifications',
} as const;

export const activeNavKey = (pathname: string): string => pathname.split('/')[1] ?? '';

/**
 * The menu's entries. Their links are NavLinks: the current screen's one says so to screen readers
 * (`aria-current="page"`), as the highlight does to the eye.
 */
export function navItems(notificationsTotal: number) {
  return [
    {
      key: NAV_KEYS.calculator,
      label: (
        <NavLink to="/" end>
          Калькулятор
        </NavLink>
      ),
    },
    { key: NAV_KEYS.routes, label: <NavLink to="/routes">Маршруты</NavLink> },
    {
      key: NAV_KEYS.notifications,
      label: (
        <NavLink to="/notifications">
          Центр уведомлений
          {notificationsTotal > 0 && (
            <>
              {/* The badge animates digit by digit and would be read «1 4»: the number is said
                  once, in hidden text. It shows the real total, never a «999+» cut. */}
              <Badge
                aria-hidden
                count={notificationsTotal}
                overflowCount={Number.POSITIVE_INFINITY}
                size="small"
                style={{ marginInlineStart: 8 }}
              />
              <span className="visually-hidden">{` (${notificationsTotal})`}</span>
            </>
          )}
        </NavLink>
      ),
    },
  ];
}

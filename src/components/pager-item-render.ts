import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement } from 'react';

const ARROW_NAMES: Partial<Record<string, string>> = {
  prev: 'Предыдущая страница',
  next: 'Следующая страница',
};

/**
 * antd's pager arrows are buttons whose only content is an icon, so screen readers call them
 * «left» and «right» after the icon. This gives them Russian names; pass it as `itemRender`.
 */
export const pagerItemRender: NonNullable<PaginationProps['itemRender']> = (_, type, element) => {
  const name = ARROW_NAMES[type];
  if (!name || !isValidElement<{ 'aria-label'?: string }>(element)) return element;
  return cloneElement(element, { 'aria-label': name });
};

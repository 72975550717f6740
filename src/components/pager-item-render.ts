import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement } from 'react';

type ItemRender = NonNullable<PaginationProps['itemRender']>;

const ARROW_NAMES: Partial<Record<string, string>> = {
  prev: 'Предыдущая страница',
  next: 'Следующая страница',
};

/**
 * antd's pager arrows are buttons whose only content is an icon, so screen readers call them
 * «left» and «right» after the icon. This gives them Russian names; pass it as `itemRender`.
 * The «•••» jumps are named by their item's title («Следующие 5»); their icons, which screen
 * readers would read out as «double-right ellipsis», are hidden from them. The page on screen
 * (`current`) is marked `aria-current="page"`: antd shows it to the eye only.
 */
export const pagerItemRender =
  (current: number | undefined): ItemRender =>
  (page, type, element) => {
    type Props = { 'aria-label'?: string; 'aria-hidden'?: boolean; 'aria-current'?: 'page' };
    if (!isValidElement<Props>(element)) return element;
    if (type === 'page') {
      return page === current ? cloneElement(element, { 'aria-current': 'page' }) : element;
    }
    if (type === 'jump-prev' || type === 'jump-next') {
      return cloneElement(element, { 'aria-hidden': true });
    }
    const name = ARROW_NAMES[type];
    return name ? cloneElement(element, { 'aria-label': name }) : element;
  };

import type { PaginationProps } from 'antd';
import { cloneElement, isValidElement, useRef, type MouseEvent } from 'react';
import { pagerItemRender } from './pager-item-render';

type ItemRender = NonNullable<PaginationProps['itemRender']>;
type Clickable = { onClick?: (event: MouseEvent) => void };

const STEP_TYPES = new Set(['prev', 'next', 'jump-prev', 'jump-next']);

/**
 * Paging that tells an arrow or a «•••» jump (a step from the page on screen) from a page number.
 * On a slow machine the pager can still show the page before the last click: a second «Следующая
 * страница» then goes one step further than the page last asked for, not to the same page again.
 * Also names the arrows and marks the page on screen, as `pagerItemRender` does.
 */
export function usePagerSteps(
  shown: number,
  onPage: (page: number) => void,
  onStep: (delta: number) => void,
) {
  const step = useRef<number | null>(null);

  const render = pagerItemRender(shown);
  const itemRender: ItemRender = (page, type, element) => {
    const named = render(page, type, element);
    if (!STEP_TYPES.has(type) || !isValidElement<Clickable>(named)) return named;
    const own = named.props.onClick;
    return cloneElement(named, {
      onClick: (event: MouseEvent) => {
        // The pager's handler, on the item around this element, runs next in the same click.
        step.current = page - shown;
        queueMicrotask(() => (step.current = null));
        own?.(event);
      },
    });
  };

  const onChange = (page: number) => {
    if (step.current === null) onPage(page);
    else onStep(step.current);
  };
  return { itemRender, onChange };
}

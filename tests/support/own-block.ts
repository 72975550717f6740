import { within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';

/**
 * The widest block around `element` that holds no other element of its role: a chart's panel
 * around its heading, a field around its combobox. Found by roles, as a user sees the page,
 * rather than by the class names of the component library.
 */
export function ownBlock(
  element: HTMLElement,
  role: ByRoleMatcher,
  options?: ByRoleOptions,
): HTMLElement {
  let block = element;
  while (
    block.parentElement &&
    within(block.parentElement).queryAllByRole(role, options).length === 1
  )
    block = block.parentElement;
  return block;
}

import { render, screen } from '@testing-library/react';
import { ConfigProvider, Pagination } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import { describe, expect, it } from 'vitest';
import { pagerItemRender } from './pager-item-render';

const renderPager = () =>
  render(
    <ConfigProvider locale={ruRU}>
      <Pagination total={500} current={20} itemRender={pagerItemRender(20)} />
    </ConfigProvider>,
  );

describe('pagerItemRender', () => {
  it('names the arrows in Russian', () => {
    renderPager();
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeInTheDocument();
  });

  it('leaves the «•••» jumps their Russian title and hides their icons from screen readers', () => {
    renderPager();
    expect(screen.getByRole('listitem', { name: 'Предыдущие 5' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Следующие 5' })).toBeInTheDocument();
    for (const icon of ['double-left', 'double-right', 'ellipsis']) {
      expect(screen.queryByRole('img', { name: icon })).not.toBeInTheDocument();
    }
  });

  it('marks the page on screen, and only it, as the current page', () => {
    renderPager();
    const current = document.querySelectorAll('[aria-current="page"]');
    expect([...current].map((item) => item.textContent)).toEqual(['20']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachPreloadedStyles } from './preloaded-styles';

/** A `<link rel="preload" as="style">` in the page's head, as the build writes it. */
function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const stylesheets = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
    (link) => `${new URL(link.href).pathname}${link.hasAttribute('crossorigin') ? ' cors' : ''}`,
  );

/**
 * The browser has every preloaded stylesheet but `missing`: it parses one it has as the link goes
 * in, so that link has its sheet at once.
 */
const arrivedAllBut = (missing?: string) =>
  vi.spyOn(HTMLLinkElement.prototype, 'sheet', 'get').mockImplementation(function (
    this: HTMLLinkElement,
  ) {
    const arrived = missing === undefined || !this.href.endsWith(missing);
    return this.rel === 'stylesheet' && arrived ? new CSSStyleSheet() : null;
  });

const removeLinks = () => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
};

describe('attachPreloadedStyles', () => {
  // happy-dom loads no stylesheet; a link to one is not an error here.
  beforeEach(() => {
    removeLinks();
    window.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  });
  afterEach(() => {
    removeLinks();
    window.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
    vi.restoreAllMocks();
  });

  it('attaches the preloaded styles in their order up to one that has not arrived, which Vite attaches with the rest', () => {
    arrivedAllBut('/late.css');
    preload('/assets/antd.css');
    preload('/assets/late.css');
    preload('/assets/screen.css');

    attachPreloadedStyles();

    // As the preloads fetched them, so the browser takes the same responses. Vite appends the
    // late one and the one after it: the order of the styles stays the page's.
    expect(stylesheets()).toEqual(['/assets/antd.css cors']);
  });

  it('attaches every preloaded style once all have arrived', () => {
    arrivedAllBut();
    preload('/assets/antd.css');
    preload('/assets/screen.css');

    attachPreloadedStyles();

    expect(stylesheets()).toEqual(['/assets/antd.css cors', '/assets/screen.css cors']);
  });

  it('does nothing on a page without preloads (the development server)', () => {
    attachPreloadedStyles();
    expect(stylesheets()).toEqual([]);
  });
});

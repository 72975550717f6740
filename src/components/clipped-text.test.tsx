import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClippedText } from './clipped-text';

const TEXT = 'Москва — Тверь — Великий Новгород — Санкт-Петербург';

/** happy-dom lays nothing out: the widths a browser would measure are set by hand. */
function withWidths(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('ClippedText', () => {
  it('keeps the whole text in the page', () => {
    render(<ClippedText>{TEXT}</ClippedText>);
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it('shows the whole text under the pointer only while the line is cut short', () => {
    render(<ClippedText>{TEXT}</ClippedText>);
    const span = screen.getByText(TEXT);

    withWidths(span, 480, 240);
    fireEvent.pointerEnter(span);
    expect(span.getAttribute('title')).toBe(TEXT);

    // The column was widened: the line fits, and no tooltip repeats it.
    withWidths(span, 240, 320);
    fireEvent.pointerEnter(span);
    expect(span.hasAttribute('title')).toBe(false);
  });
});

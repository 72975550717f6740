import { describe, expect, it } from 'vitest';
import { shortPlainText } from './server-text';

describe('shortPlainText', () => {
  it('keeps a plain message on one line', () => {
    expect(shortPlainText('  Маршрут\n в архиве ')).toBe('Маршрут в архиве');
  });

  it('gives nothing for markup, an empty text or a value that is not text', () => {
    expect(shortPlainText('<!DOCTYPE html><html><body>502</body></html>')).toBeUndefined();
    expect(shortPlainText('Ошибка <br/> сервера')).toBeUndefined();
    expect(shortPlainText('   ')).toBeUndefined();
    expect(shortPlainText(null)).toBeUndefined();
    expect(shortPlainText({ detail: 'x' })).toBeUndefined();
  });

  it('keeps a comparison that is not a tag', () => {
    expect(shortPlainText('НМЦ < 0 недопустима')).toBe('НМЦ < 0 недопустима');
  });

  it('cuts a long text with «…» at the limit', () => {
    const cut = shortPlainText('а'.repeat(500), 10);
    expect(cut).toBe(`${'а'.repeat(9)}…`);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { failureReason, failureText } from './failure-reason';

describe('failureReason', () => {
  it('blames the connection only when nothing answered', () => {
    expect(failureReason(new TypeError('Failed to fetch'))).toBe(
      'Сервер не ответил. Проверьте соединение и повторите попытку.',
    );
    for (const status of [400, 414, 500, 502])
      expect(failureReason(new ApiError(status, undefined)), String(status)).not.toMatch(
        /соединение/,
      );
  });

  it('says what kind of failure the server answered with', () => {
    expect(failureReason(new ApiError(500, { detail: 'Traceback…' }))).toBe(
      'На сервере произошла ошибка. Повторите попытку позже.',
    );
    for (const status of [502, 503, 504])
      expect(failureReason(new ApiError(status, undefined))).toBe(
        'Сервер временно недоступен. Повторите попытку позже.',
      );
    expect(failureReason(new ApiError(404, undefined))).toBe(
      'Уже удалено или не найдено на сервере.',
    );
    expect(failureReason(new ApiError(400, { detail: 'Неверный параметр page.' }))).toBe(
      'Неверный параметр page.',
    );
    expect(failureReason(new ApiError(400, undefined))).toBe(
      'Сервер не принял запрос. Повторите попытку позже.',
    );
  });

  it('names an address too long for the server, as a large import’s list makes it', () => {
    for (const status of [414, 431])
      expect(failureReason(new ApiError(status, undefined)), String(status)).toBe(
        'Сервер не принял такой длинный адрес запроса. Сообщите администратору: нужно увеличить предел длины запроса.',
      );
  });
});

describe('failureText', () => {
  it('says what failed and why, or the server’s own words when it sent them', () => {
    expect(failureText('Не удалось сохранить вид.', new ApiError(503, undefined))).toBe(
      'Не удалось сохранить вид. Сервер временно недоступен. Повторите попытку позже.',
    );
    expect(failureText('Не удалось сохранить вид.', new TypeError('Failed to fetch'))).toBe(
      'Не удалось сохранить вид. Сервер не ответил. Проверьте соединение и повторите попытку.',
    );
    expect(
      failureText('Не удалось сохранить вид.', new ApiError(400, { detail: 'Имя занято.' })),
    ).toBe('Имя занято.');
  });
});

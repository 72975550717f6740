// The people and the words of the seed: who reviewed the НМЦ and what they wrote.

/** The seed's users: every history entry is by one of them. */
export const AUTHORS = [
  { username: 'ivanova.a', first_name: 'Анна', last_name: 'Иванова' },
  { username: 'petrov.s', first_name: 'Сергей', last_name: 'Петров' },
  { username: 'sidorova.m', first_name: 'Мария', last_name: 'Сидорова' },
  { username: 'kuznetsov.d', first_name: 'Дмитрий', last_name: 'Кузнецов' },
  { username: 'smirnova.e', first_name: 'Елена', last_name: 'Смирнова' },
] as const;

/** Why an НМЦ went up, down, or stayed. */
export const RAISED = [
  'Индексация тарифа',
  'Рост цен на топливо',
  'По результатам торгов',
] as const;
export const LOWERED = ['Снижено по согласованию', 'Снижение по рыночным данным'] as const;
export const REVIEWED = [
  'Плановая актуализация',
  'Согласовано с отделом закупок',
  'Пересчёт по обоснованию НМЦ',
] as const;
/** What a logistician notes about a route. */
export const ROUTE_COMMENTS = [
  'Ежедневный рейс',
  'Температурный режим +2…+6 °C',
  'Возврат тары',
  'Погрузка в ночное время',
  'Ограничение въезда в центр города',
  'Две точки выгрузки',
  'Опасный груз, ADR 3',
  'Сезонный маршрут',
] as const;

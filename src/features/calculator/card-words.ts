/** The calculator's card titles and empty result: the cards, and the frame its page paints first. */
export const NEW_ROUTE_TITLE = 'Новый маршрут';
export const RESULT_TITLE = 'Результат расчёта';
export const RESULT_EMPTY =
  'Укажите маршрут и категорию ТС или загрузите файл — здесь появится результат расчёта';

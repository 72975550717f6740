/** The import card's words: the card itself, and the frame its page paints before any script. */
export const IMPORT_TITLE = 'Импорт уведомлений';
export const IMPORT_HINT =
  'Фоновая задача готовит файл Excel; когда она завершится, его можно скачать.';

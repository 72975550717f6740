// Generated from openapi.yaml by `npm run generate`. Do not edit.
export interface paths {
  '/api/auth/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Вход: получение пары JWT-токенов
     * @description Проверяет имя пользователя и пароль и выдаёт токены доступа и обновления. Заголовок авторизации не передаётся. При ответе 401 клиент показывает «Неверное имя пользователя или пароль».
     */
    post: operations['authCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/login/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Вход по альтернативному пути
     * @description Альтернативный путь входа, которым пользуется тот же клиент; запрос и ответы такие же, как у `POST /api/auth/`.
     */
    post: operations['usersLoginCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/refresh-token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Обновление пары токенов
     * @description Выдаёт новую пару токенов по токену обновления. Клиент вызывает его при ответе 401 на обычный запрос и повторяет запрос один раз; если обновление тоже вернуло 401, сессия сбрасывается и пользователь переходит на /login.
     */
    post: operations['authRefreshTokenCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Выход: отзыв токена обновления
     * @description Отзывает токен обновления (как `TokenBlacklistView` Simple JWT) — с этого момента обновление по нему получает 401. Клиент вызывает его при «Выйти» до того, как очистит сессию; неудачный или долгий (около 2 с) ответ не оставляет пользователя в системе. Сессия, закончившаяся сама (отказ в обновлении), его не вызывает. Заголовок авторизации не передаётся.
     */
    post: operations['authLogoutCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список пользователей
     * @description Постраничный список пользователей, по `username`.
     */
    get: operations['usersList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Текущий пользователь
     * @description Профиль пользователя, которому принадлежит токен доступа. Загружается после входа и при восстановлении сессии.
     */
    get: operations['usersMeRetrieve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{username}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Имя пользователя.
         * @example ivanova.a
         */
        username: string;
      };
      cookie?: never;
    };
    /**
     * Пользователь по имени
     * @description Профиль пользователя по имени пользователя.
     */
    get: operations['usersRetrieve'];
    /**
     * Полное обновление пользователя
     * @description Заменяет профиль пользователя.
     */
    put: operations['usersUpdate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Частичное обновление пользователя
     * @description Изменяет переданные поля профиля пользователя.
     */
    patch: operations['usersPartialUpdate'];
    trace?: never;
  };
  '/api/charts/v1/chart/city-city/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * График НМЦ «Город — город»
     * @description Точки графика НМЦ между городами маршрута по датам и источникам данных, по дате (`date`) от старых к новым. Экран читает все страницы (limit=1000; сервер может отдавать меньше).
     */
    get: operations['chartsCityCityList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/charts/v1/chart/region-region/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * График НМЦ «Регион — регион»
     * @description Точки графика НМЦ между регионами по датам и источникам данных, по дате (`date`) от старых к новым. Регионы отправления и назначения обязательны. Экран читает все страницы (limit=1000; сервер может отдавать меньше).
     */
    get: operations['chartsRegionRegionList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/charts/v1/filters/data_source/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Источники данных графиков
     * @description Список источников данных для фильтра и легенды графиков.
     */
    get: operations['chartsDataSourceList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список задач
     * @description Постраничный список фоновых задач, новые первыми (по `id` по убыванию).
     */
    get: operations['jobsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи.
         * @example 101
         */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Статус задачи
     * @description Статус и итог фоновой задачи. Клиент опрашивает его каждую секунду, пока статус не станет конечным.
     */
    get: operations['jobsRetrieve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/{id}/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи, временные маршруты которой подтверждаются.
         * @example 101
         */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Подтверждение задачи
     * @description Подтверждает временные маршруты задачи: создаёт новую задачу сохранения маршрутов. Её итог содержит идентификаторы созданных или обновлённых маршрутов.
     */
    post: operations['jobsConfirmCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/routes/calculator-editor/import/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Импорт маршрутов из файла
     * @description Загружает файл Excel с маршрутами и создаёт задачу импорта. При ошибке загрузки ответ 400 содержит ошибки строк в `errors`.
     *
     *     Раскладка файла: лист «Маршруты» (или первый лист), первая строка — заголовки колонок из `x-sheet-columns` поля `file` («Откуда», «Через», «Куда», «Категория ТС», в любом порядке), дальше по маршруту в строке, не больше 5000 строк. «Через» необязательна: промежуточные города через «;». «Категория ТС» — подпись («до 20 т») или код (`lte20`). Пустые строки пропускаются. Строка с неизвестным городом или категорией не становится маршрутом: её ошибки (`row` — номер строки листа, `field` — заголовок колонки) приходят в итоге задачи и в `/api/routes/raw-with-errors/v1/`.
     *
     *     Каждая прочитанная строка становится временным маршрутом с номером строки листа (`row`). Строка, повторившая путь и категорию более ранней строки того же файла, — тоже, с `repeats_row` (номер той строки); такие строки не входят в счётчики итога, а подтверждение записывает маршрут один раз. Маршрут, совпавший с сохранённым (`existing_route_id`), получает комментарий «Импорт: <имя файла>, строка <row>»: пользователь может заменить его до подтверждения, и он попадёт в историю НМЦ.
     *
     *     Файл отвергается целиком, 400 с `detail` и `errors` (без `row` или с `row` строки заголовков): пустой файл, лист без строк маршрутов, нет обязательной колонки (каждая названа), больше 5000 строк. Файл больше `x-max-bytes` — 413 с `detail`.
     */
    post: operations['jobsCalculatorEditorImportCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/routes/calculator-editor/temporary/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Расчёт маршрута, введённого вручную
     * @description Создаёт задачу расчёта временного маршрута по отрезкам пути и категории ТС.
     */
    post: operations['jobsCalculatorEditorTemporaryCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/routes/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Выгрузка маршрутов в Excel
     * @description Создаёт задачу выгрузки маршрутов: по фильтрам списка маршрутов (строки файла — в порядке `ordering`, как в списке) или по задачам текущей сессии калькулятора. После успешного завершения файл скачивается через `jobsRoutesExportResultRetrieve`.
     */
    post: operations['jobsRoutesExportCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/jobs/v1/{id}/routes/export/result/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи выгрузки.
         * @example 111
         */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Файл выгрузки маршрутов
     * @description Возвращает файл Excel успешно завершённой задачи выгрузки. Имя файла — в заголовке Content-Disposition (по умолчанию «Расчитанные маршруты.xlsx»).
     */
    get: operations['jobsRoutesExportResultRetrieve'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/nmc-changes-history/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * История изменений НМЦ
     * @description Постраничная история изменений НМЦ маршрута, новые записи первыми (по `id` по убыванию).
     */
    get: operations['nmcChangesHistoryList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список уведомлений
     * @description Постраничный список уведомлений, новые первыми (по `id` по убыванию). Поле `total` показывается в значке пункта меню «Центр уведомлений».
     */
    get: operations['notificationsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор уведомления.
         * @example 310
         */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Уведомление
     * @description Одно уведомление.
     */
    get: operations['notificationsRetrieve'];
    put?: never;
    post?: never;
    /**
     * Удаление уведомления
     * @description Удаляет одно уведомление. Для удаления выбранных уведомлений клиент вызывает его для каждого идентификатора.
     */
    delete: operations['notificationsDestroy'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/all/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Удаление всех уведомлений
     * @description Удаляет все уведомления пользователя.
     */
    delete: operations['notificationsAllDestroy'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/start_import_job/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Запуск импорта уведомлений
     * @description Запускает фоновую задачу импорта уведомлений и возвращает её идентификатор.
     */
    post: operations['notificationsStartImportJob'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/start-import-job/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Запуск импорта уведомлений (через дефис)
     * @description Альтернативное написание пути (через дефис), которое встречается в клиенте; поведение то же, что у `POST /api/notifications/v1/start_import_job/`.
     */
    post: operations['notificationsStartImportJobHyphen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/status_import_job/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Статус импорта уведомлений
     * @description Статус задачи импорта уведомлений; клиент опрашивает его до завершения.
     */
    get: operations['notificationsStatusImportJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/status-import-job/{task_id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи импорта уведомлений.
         * @example 6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17
         */
        task_id: string;
      };
      cookie?: never;
    };
    /**
     * Статус импорта уведомлений (через дефис)
     * @description Альтернативное написание пути (через дефис), которое встречается в клиенте; поведение то же, что у `GET /api/notifications/v1/status_import_job/`, но идентификатор задачи передаётся в пути.
     */
    get: operations['notificationsStatusImportJobHyphen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/get_file_import_job/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Файл импорта уведомлений
     * @description Возвращает файл Excel завершённой задачи импорта уведомлений. Имя файла — в заголовке Content-Disposition (по умолчанию «Расчитанные маршруты.xlsx»).
     */
    get: operations['notificationsGetFileImportJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/v1/get-file-import-job/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Файл импорта уведомлений (через дефис)
     * @description Альтернативное написание пути (через дефис), которое встречается в клиенте; поведение то же, что у `GET /api/notifications/v1/get_file_import_job/`.
     */
    get: operations['notificationsGetFileImportJobHyphen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/route-views/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Виды списка маршрутов
     * @description Виды, которые видит пользователь: свои и общие виды коллег (`shared: true`), по `id` по возрастанию. Чужой вид без `shared` не виден никому, кроме владельца.
     *
     *     Бэкенд без этого вызова (404) — рабочий: приложение не показывает «Виды».
     */
    get: operations['routeViewsList'];
    put?: never;
    /**
     * Сохранение вида
     * @description Сохраняет вид списка маршрутов; владелец — пользователь, который его сохранил. Название не пустое и не повторяет название другого своего вида.
     */
    post: operations['routeViewsCreate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/route-views/v1/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор вида.
         * @example 7
         */
        id: number;
      };
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Удаление вида
     * @description Удаляет вид. Удалить вид может только его владелец; другой пользователь получает 403.
     */
    delete: operations['routeViewsDestroy'];
    options?: never;
    head?: never;
    /**
     * Изменение вида
     * @description Меняет переданные поля вида. Менять вид может только его владелец; другой пользователь получает 403, а чужой вид без `shared` для него не существует (404).
     */
    patch: operations['routeViewsPartialUpdate'];
    trace?: never;
  };
  '/api/routes/raw-with-errors/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Строки импорта с ошибками
     * @description Строки импортированных файлов, которые не удалось превратить во временные маршруты, с их ошибками, по `id`.
     */
    get: operations['routesRawWithErrorsList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routes/temporary/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Временные маршруты
     * @description Временные маршруты, созданные задачами (калькулятор): задачи новые первыми (`job` по убыванию), маршруты одной задачи — в порядке строк файла (`row`, затем `id`). Для одного маршрута клиент запрашивает limit=1, для списка сессии и строк импорта — limit=10.
     */
    get: operations['routesTemporaryList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routes/temporary/v1/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор временного маршрута.
         * @example 501
         */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Временный маршрут
     * @description Один временный маршрут.
     */
    get: operations['routesTemporaryRetrieve'];
    /**
     * Полное обновление временного маршрута
     * @description Задаёт НМЦ и комментарий временного маршрута.
     */
    put: operations['routesTemporaryUpdate'];
    post?: never;
    /**
     * Исключение временного маршрута из задачи
     * @description Удаляет временный маршрут до подтверждения задачи («Не загружать»): подтверждение его не запишет. Если другие строки того же файла повторяли удалённую (`repeats_row`), первая из них становится самостоятельной, остальные повторяют её. Удалённый маршрут — 404.
     */
    delete: operations['routesTemporaryDestroy'];
    options?: never;
    head?: never;
    /**
     * Частичное обновление временного маршрута
     * @description Изменяет НМЦ и (или) комментарий временного маршрута.
     */
    patch: operations['routesTemporaryPartialUpdate'];
    trace?: never;
  };
  '/api/routes/v1/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Список маршрутов
     * @description Постраничный список сохранённых маршрутов с фильтрами, новые первыми (по `id` по убыванию), если `ordering` не задаёт другой порядок. Списочные параметры передаются одним значением через запятую; границы диапазонов передаются, только если заданы.
     */
    get: operations['routesList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routes/v1/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        id: number;
      };
      cookie?: never;
    };
    /**
     * Маршрут
     * @description Один сохранённый маршрут (экран маршрута /routes/{id}).
     *
     *     Ответ несёт заголовок `ETag` — версию маршрута. Клиент хранит её вместе с показанными данными и передаёт в `If-Match` при сохранении.
     */
    get: operations['routesRetrieve'];
    /**
     * Полное обновление маршрута
     * @description Задаёт НМЦ и комментарий маршрута; изменение попадает в историю НМЦ.
     *
     *     Защита от затирания чужих изменений: если передан `If-Match`, а маршрут с тех пор изменился (его текущий `ETag` другой), бэкенд ничего не меняет и отвечает 412 с текущим маршрутом и его `ETag`. Без `If-Match` запрос выполняется как прежде (старые клиенты). Ответ 200 несёт новый `ETag`.
     */
    put: operations['routesUpdate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Частичное обновление маршрута
     * @description Изменяет НМЦ и (или) комментарий маршрута; изменение попадает в историю НМЦ. Клиент передаёт только поля, которые пользователь изменил: непереданное поле бэкенд не трогает.
     *
     *     Защита от затирания чужих изменений: если передан `If-Match`, а маршрут с тех пор изменился (его текущий `ETag` другой), бэкенд ничего не меняет и отвечает 412 с текущим маршрутом и его `ETag`. Без `If-Match` запрос выполняется как прежде (старые клиенты). Ответ 200 несёт новый `ETag`.
     */
    patch: operations['routesPartialUpdate'];
    trace?: never;
  };
  '/api/routes/v1/filter/waypoint/autocomplete/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Автодополнение города в фильтрах
     * @description Подсказки населённых пунктов для фильтров «Первая точка», «Проходит через», «Последняя точка».
     */
    get: operations['routesFilterWaypointAutocomplete'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routes/v1/path/waypoint/autocomplete/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Автодополнение города в калькуляторе
     * @description Подсказки населённых пунктов для точек маршрута в калькуляторе («Откуда», «Через», «Куда»).
     */
    get: operations['routesPathWaypointAutocomplete'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routes/v1/filters/choices/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Варианты значений фильтров
     * @description Варианты значений для фильтров списка маршрутов (категории уведомлений). Загружаются при старте приложения.
     */
    get: operations['routesFiltersChoices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description Точка маршрута: город и, если известен, регион. */
    Waypoint: {
      /** @description Название города. */
      city: string;
      /** @description Регион (субъект РФ), в котором находится город; `null` или отсутствует, если не определён. */
      region?: string | null;
    };
    /** @description Отрезок маршрута между двумя соседними точками. */
    Segment: {
      from_waypoint: components['schemas']['Waypoint'];
      to_waypoint: components['schemas']['Waypoint'];
    };
    /**
     * @description Категория транспортного средства по грузоподъёмности: `lte08` — до 0,8 т, `lte1_5` — до 1,5 т, `lte3` — до 3 т, `lte5` — до 5 т, `lte10` — до 10 т, `lte20` — до 20 т, `lte40` — до 40 т, `gte40` и `gt40` — свыше 40 т.
     * @enum {string}
     */
    VehicleCategoryEnum:
      'lte08' | 'lte1_5' | 'lte3' | 'lte5' | 'lte10' | 'lte20' | 'lte40' | 'gte40' | 'gt40';
    /**
     * @description Тип маршрута: `simple` — простой (один отрезок), `complex` — составной (несколько отрезков).
     * @enum {string}
     */
    RouteTypeEnum: 'simple' | 'complex';
    /**
     * @description Статус фоновой задачи. Конечные статусы: `SUCCESS`/`Success` — успех; `FAILED`, `Failed`, `FAILED_SAVE`, `REVOKED`, `NOT_ACTUAL` — неудача. `NEW`, `STARTED`/`Started` — задача ещё выполняется. Написания `Started`, `Success`, `Failed` встречаются у старых задач; клиент сравнивает статусы без учёта регистра.
     * @enum {string}
     */
    JobStatusEnum:
      | 'NEW'
      | 'STARTED'
      | 'SUCCESS'
      | 'FAILED'
      | 'FAILED_SAVE'
      | 'REVOKED'
      | 'NOT_ACTUAL'
      | 'Started'
      | 'Success'
      | 'Failed';
    /** @description Ошибка в строке импортированного файла или в данных задачи. */
    RowError: {
      /** @description Номер строки листа импортированного файла (с 1); `null`, если ошибка не относится к строке. */
      row?: number | null;
      /** @description Поле или колонка, к которой относится ошибка; `null`, если ошибка относится ко всей строке. */
      field?: string | null;
      /** @description Текст ошибки для пользователя. */
      message: string;
    };
    /** @description Итог выполнения задачи: счётчики временных маршрутов, ошибки и идентификаторы созданных или обновлённых маршрутов. */
    JobResult: {
      /** @description Количество временных маршрутов, совпавших с уже существующими маршрутами («Изменённых маршрутов»). */
      num_of_existing_temporary_routes: number;
      /** @description Количество новых временных маршрутов («Новых маршрутов»). */
      num_of_new_temporary_routes: number;
      /** @description Количество строк с ошибками («С ошибками»). */
      num_of_temporary_routes_with_errors: number;
      /** @description Ошибки, найденные при выполнении задачи. */
      errors: components['schemas']['RowError'][];
      /** @description Идентификаторы созданных маршрутов. */
      created_routes_id: number[];
      /** @description Идентификаторы обновлённых маршрутов. */
      updated_routes_id: number[];
    };
    /** @description Фоновая задача (расчёт, импорт, подтверждение или выгрузка маршрутов). Клиент опрашивает её до конечного статуса. */
    Job: {
      /** @description Идентификатор задачи. */
      id: number;
      status: components['schemas']['JobStatusEnum'];
      /** @description Итог задачи; `null`, пока задача не завершена или если итога нет. */
      result: components['schemas']['JobResult'] | (never | null);
    };
    /** @description Ответ на создание задачи: идентификатор задачи для опроса статуса. */
    JobCreated: {
      /** @description Идентификатор созданной задачи. */
      id: number;
    };
    /** @description Запрос на расчёт маршрута, введённого вручную: отрезки пути и категория ТС. */
    RouteCreationJobRequest: {
      /** @description Отрезки маршрута по порядку; конец отрезка совпадает с началом следующего. */
      segments: components['schemas']['Segment'][];
      vehicle_category: components['schemas']['VehicleCategoryEnum'];
    };
    /** @description Временный (рассчитанный, ещё не подтверждённый) маршрут, созданный задачей. */
    TemporaryRouteModel: {
      /** @description Идентификатор временного маршрута. */
      id: number;
      /** @description Отрезки маршрута по порядку. */
      path: components['schemas']['Segment'][];
      category: components['schemas']['VehicleCategoryEnum'];
      /** @description Расстояние, км; `null`, если не рассчитано. */
      distance?: number | null;
      /** @description Тариф, ₽/км; `null`, если тарифа нет. */
      tariff?: number | null;
      /** @description НМЦ, ₽; `null`, если рассчитать не удалось. */
      nmc: number | null;
      /** @description Комментарий пользователя. */
      comment: string | null;
      /** @description Идентификатор уже существующего маршрута с тем же путём и категорией; `null`, если маршрут новый. */
      existing_route_id: number | null;
      /** @description Идентификатор задачи, создавшей маршрут. */
      job: number;
      /** @description Номер строки листа импортированного файла (1 — строка заголовков); `null` у маршрута, введённого вручную. */
      row?: number | null;
      /** @description Номер более ранней строки того же файла с тем же путём и категорией; подтверждение записывает маршрут один раз. `null`, если строка не повтор. */
      repeats_row?: number | null;
    };
    /** @description Сохранённый маршрут с рассчитанной начальной максимальной ценой контракта (НМЦ). */
    RouteModel: {
      /** @description Идентификатор маршрута. */
      id: number;
      /** @description Отрезки маршрута по порядку. */
      path: components['schemas']['Segment'][];
      /** @description Хеш пути маршрута; используется для фильтрации и графиков. */
      path_hash: string;
      route_type: components['schemas']['RouteTypeEnum'];
      category: components['schemas']['VehicleCategoryEnum'];
      /** @description Расстояние, км. */
      distance: number;
      /** @description Тариф, ₽/км; `null`, если тарифа нет. */
      tariff: number | null;
      /** @description НМЦ, ₽; `null`, если рассчитать не удалось. */
      nmc: number | null;
      /** @description Корректировка НМЦ, ₽ (может быть отрицательной); `null`, если корректировок нет. */
      nmc_adjustments: number | null;
      /** @description Комментарий пользователя. */
      comment: string | null;
      /** @description Коды категорий уведомлений по маршруту (значения из `FilterChoices.notification_choices`). */
      notifications: string[];
      /**
       * Format: date-time
       * @description Дата и время последнего изменения маршрута.
       */
      updated_at: string;
      /** @description Цена рынка, ₽: «Обоснованная НМЦ» панели «Обоснование НМЦ» по её правилу — среднее цен графика «Город — город» маршрута (все источники, его категория ТС) за 90 дней до самой новой цены, округлённое до рубля. `null`, когда выборка мала (меньше 3 цен или 2 источников) или неоднородна (V > 33 %) — ровно тогда, когда «По рынку» пропускает маршрут. Только для чтения; бэкенд без этого поля его не присылает, и приложение не показывает колонок, фильтра и сортировки рынка. */
      readonly market_nmc?: number | null;
      /** @description Отклонение НМЦ от рынка, %: (`nmc` − `market_nmc`) / `market_nmc` × 100, без округления; `null`, если нет `nmc` или `market_nmc`. Только для чтения. */
      readonly market_deviation?: number | null;
    };
    /** @description Полное обновление маршрута: НМЦ и комментарий. */
    RouteModelRequest: {
      /** @description Новая НМЦ, ₽. */
      nmc: number | null;
      /** @description Комментарий к изменению. */
      comment: string | null;
    };
    /** @description Частичное обновление маршрута: передаются только изменяемые поля. */
    PatchedRouteModelRequest: {
      /** @description Новая НМЦ, ₽. */
      nmc?: number | null;
      /** @description Комментарий к изменению. */
      comment?: string | null;
    };
    /** @description Полное обновление временного маршрута: НМЦ и комментарий. */
    TemporaryRouteModelRequest: {
      /** @description НМЦ, ₽. */
      nmc: number | null;
      /** @description Комментарий. */
      comment: string | null;
    };
    /** @description Частичное обновление временного маршрута: передаются только изменяемые поля. */
    PatchedTemporaryRouteModelRequest: {
      /** @description НМЦ, ₽. */
      nmc?: number | null;
      /** @description Комментарий. */
      comment?: string | null;
    };
    /** @description Строка импортированного файла, которую не удалось превратить во временный маршрут, и её ошибки. */
    RawRouteWithErrors: {
      /** @description Идентификатор записи. */
      id: number;
      /** @description Идентификатор задачи импорта. */
      job: number;
      /** @description Номер строки листа (с 1). */
      row: number;
      /** @description Строка в том виде, в каком она прочитана из файла: название колонки → значение ячейки. */
      data: {
        [key: string]: unknown;
      };
      /** @description Ошибки строки. */
      errors: components['schemas']['RowError'][];
    };
    /** @description Фильтры списка маршрутов для выгрузки в Excel. Все поля необязательны; пустые значения не передаются. */
    RouteExportFilters: {
      /** @description Коды категорий уведомлений (фильтр «Уведомления»). */
      notifications?: string[];
      route_type?: components['schemas']['RouteTypeEnum'];
      /** @description Города первой точки маршрута. */
      first_waypoint?: string[];
      /** @description Города последней точки маршрута. */
      last_waypoint?: string[];
      /** @description Города, через которые проходит маршрут. */
      route_passes_through?: string[];
      /** @description Категории ТС. */
      category?: components['schemas']['VehicleCategoryEnum'][];
      /** @description Расстояние от, км. */
      distance_min?: number;
      /** @description Расстояние до, км. */
      distance_max?: number;
      /** @description НМЦ от, ₽. */
      nmc_min?: number;
      /** @description НМЦ до, ₽. */
      nmc_max?: number;
      /** @description Корректировки НМЦ от, ₽. */
      nmc_adjustments_min?: number;
      /** @description Корректировки НМЦ до, ₽. */
      nmc_adjustments_max?: number;
      /** @description Тариф от, ₽/км. */
      tariff_min?: number;
      /** @description Тариф до, ₽/км. */
      tariff_max?: number;
      /** @description Идентификаторы маршрутов, как `ids` списка (список маршрутов одного импорта, «Показать в списке»). */
      ids?: number[];
      /** @description Отклонение НМЦ от рынка от, %. */
      market_deviation_min?: number;
      /** @description Отклонение НМЦ от рынка до, %. */
      market_deviation_max?: number;
    };
    /**
     * @description Порядок списка маршрутов, как у `OrderingFilter` Django REST framework: поля через запятую, `-` перед полем — по убыванию (`-market_deviation,id`). Поля: `id`, `nmc`, `distance`, `tariff`, `nmc_adjustments`, `updated_at`, `market_deviation`.
     *
     *     Пустые значения (`null`) стоят в конце при любом направлении (в Django — `F(поле).asc(nulls_last=True)` и `.desc(nulls_last=True)`). Маршруты, равные по всем названным полям, идут по `id` по убыванию, как без `ordering`: порядок устойчив, и чтение страница за страницей видит каждый маршрут один раз.
     * @example -market_deviation,id
     */
    RouteOrdering: string;
    /** @description Параметры выгрузки маршрутов в Excel: ровно одно из двух — фильтры списка маршрутов (`route_filters`, со страницы «Маршруты») или идентификаторы задач текущей сессии калькулятора (`job_ids`). */
    RouteParametersForExportJobRequest:
      | {
          route_filters: components['schemas']['RouteExportFilters'];
          ordering?: components['schemas']['RouteOrdering'];
        }
      | {
          /** @description Идентификаторы задач. */
          job_ids: number[];
        };
    /** @description Запись истории изменения НМЦ маршрута. */
    NmcChange: {
      /** @description Идентификатор записи. */
      id: number;
      /**
       * Format: date-time
       * @description Дата и время изменения НМЦ.
       */
      date: string;
      /** @description Утверждённая НМЦ, ₽; `null`, если значение не задано. */
      approved_nmc: number | null;
      /** @description Комментарий к изменению. */
      comment: string | null;
      /** @description Имя пользователя, внёсшего изменение. */
      username: string;
    };
    /** @description Уведомление в центре уведомлений. */
    Notification: {
      /** @description Идентификатор уведомления. */
      id: number;
      /** @description Код категории уведомления (значение из `FilterChoices.notification_choices`). */
      category: string;
      /** @description Текст уведомления. */
      message: string;
      /** @description Маршрут, к которому относится уведомление; `null`, если уведомление общее. */
      route_id: number | null;
      /**
       * Format: date-time
       * @description Дата и время создания уведомления.
       */
      created_at: string;
    };
    /** @description Вариант выбора: код и подпись для интерфейса. */
    Choice: {
      /** @description Код значения. */
      value: string;
      /** @description Подпись на русском языке. */
      label: string;
    };
    /** @description Варианты значений для фильтров списка маршрутов. */
    FilterChoices: {
      /** @description Категории уведомлений (фильтр «Уведомления»). */
      notification_choices: components['schemas']['Choice'][];
    };
    /** @description Подсказки адресов для автодополнения точки маршрута. */
    AddressSuggestions: {
      /** @description Подходящие адреса (населённые пункты). */
      addresses: string[];
    };
    /** @description Точка графика НМЦ: значение на дату из одного источника данных. */
    ChartPoint: {
      /**
       * Format: date
       * @description Дата (YYYY-MM-DD).
       */
      date: string;
      /** @description НМЦ, ₽. */
      nmc: number;
      category: components['schemas']['VehicleCategoryEnum'];
      /** @description Код источника данных (значение из списка источников данных). */
      data_source: string;
    };
    /** @description Источник данных для графиков: код и подпись. */
    DataSource: {
      /** @description Код источника данных. */
      value: string;
      /** @description Подпись на русском языке. */
      label: string;
    };
    /** @description Ответ на запуск задачи импорта уведомлений. */
    ImportJobStarted: {
      /** @description Идентификатор задачи импорта. */
      task_id: string;
    };
    /**
     * @description Статус задачи импорта уведомлений: `PENDING` — в очереди, `STARTED` — выполняется, `SUCCESS` — готово, файл можно скачать, `FAILURE` — ошибка, `REVOKED` — отменена.
     * @enum {string}
     */
    ImportJobStatusEnum: 'PENDING' | 'STARTED' | 'SUCCESS' | 'FAILURE' | 'REVOKED';
    /** @description Статус задачи импорта уведомлений. */
    ImportJobStatus: {
      /** @description Идентификатор задачи импорта. */
      task_id: string;
      status: components['schemas']['ImportJobStatusEnum'];
    };
    /** @description Пара JWT-токенов, выданная при входе. */
    TokenObtainPair: {
      /** @description Токен доступа (передаётся в заголовке `Authorization: Bearer …`). */
      access: string;
      /** @description Токен обновления. */
      refresh: string;
    };
    /** @description Учётные данные для входа. */
    TokenObtainPairRequest: {
      /** @description Имя пользователя. */
      username: string;
      /**
       * Format: password
       * @description Пароль.
       */
      password: string;
    };
    /** @description Новый токен доступа, выданный по токену обновления, и новый токен обновления, если сервер их ротирует. */
    TokenRefresh: {
      /** @description Новый токен доступа. */
      access: string;
      /** @description Новый токен обновления; его нет, если сервер не ротирует токены обновления, и тогда клиент продолжает пользоваться прежним. */
      refresh?: string;
    };
    /** @description Запрос на обновление токенов. */
    TokenRefreshRequest: {
      /** @description Текущий токен обновления. */
      refresh: string;
    };
    /** @description Пользователь (сотрудник). */
    User: {
      /** @description Имя пользователя (логин). */
      username: string;
      /** @description Имя. */
      first_name?: string;
      /** @description Фамилия. */
      last_name?: string;
      /**
       * Format: email
       * @description Адрес электронной почты.
       */
      email?: string;
    };
    /** @description Полное обновление профиля пользователя. */
    UserRequest: {
      /** @description Имя пользователя (логин). */
      username: string;
      /** @description Имя. */
      first_name?: string;
      /** @description Фамилия. */
      last_name?: string;
      /**
       * Format: email
       * @description Адрес электронной почты.
       */
      email?: string;
    };
    /** @description Частичное обновление профиля пользователя: передаются только изменяемые поля. */
    PatchedUserRequest: {
      /** @description Имя пользователя (логин). */
      username?: string;
      /** @description Имя. */
      first_name?: string;
      /** @description Фамилия. */
      last_name?: string;
      /**
       * Format: email
       * @description Адрес электронной почты.
       */
      email?: string;
    };
    /** @description Ошибка проверки запроса (400). `detail` — общее сообщение, `errors` — ошибки строк импортированного файла; прочие ключи — ошибки полей в стиле Django REST Framework: имя поля → список сообщений. */
    ValidationError: {
      /** @description Общее сообщение об ошибке. */
      detail?: string;
      /** @description Ошибки строк импортированного файла. */
      errors?: components['schemas']['RowError'][];
    } & {
      [key: string]: string[];
    };
    /** @description Сохранённый вид списка маршрутов. */
    RouteView: {
      /** @description Идентификатор вида. */
      readonly id: number;
      /** @description Название вида. */
      name: string;
      /** @description Условия списка — строка запроса адреса страницы «Маршруты» без `?` и без номера страницы (`page`): фильтры, `ordering` и `limit`, как их пишет приложение. Бэкенд хранит её как есть и не разбирает. */
      query: string;
      /** @description Вид виден коллегам (только для чтения). */
      shared: boolean;
      /** @description Имя пользователя, сохранившего вид. */
      readonly owner: string;
    };
    /** @description Новый вид списка маршрутов: название, условия списка и видят ли его коллеги. */
    RouteViewRequest: {
      /** @description Название вида. */
      name: string;
      /** @description Условия списка — строка запроса страницы «Маршруты» без `?` и `page`. */
      query: string;
      /**
       * @description Показывать вид коллегам; по умолчанию нет.
       * @default false
       */
      shared: boolean;
    };
    /** @description Частичное изменение вида: передаются только изменяемые поля. */
    PatchedRouteViewRequest: {
      /** @description Название вида. */
      name?: string;
      /** @description Условия списка — строка запроса страницы «Маршруты» без `?` и `page`. */
      query?: string;
      /** @description Показывать вид коллегам. */
      shared?: boolean;
    };
    /** @description Пустой ответ (`{}`). */
    Empty: Record<string, never>;
    /** @description Ошибка с текстовым описанием (401, 404). */
    ErrorDetail: {
      /** @description Сообщение об ошибке. */
      detail: string;
    };
    /** @description Страница списка маршрутов: общее количество и элементы текущей страницы. */
    PaginatedRouteModelList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['RouteModel'][];
    };
    /** @description Страница списка временных маршрутов: общее количество и элементы текущей страницы. */
    PaginatedTemporaryRouteModelList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['TemporaryRouteModel'][];
    };
    /** @description Страница списка строк импорта с ошибками: общее количество и элементы текущей страницы. */
    PaginatedRawRouteWithErrorsList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['RawRouteWithErrors'][];
    };
    /** @description Страница списка задач: общее количество и элементы текущей страницы. */
    PaginatedJobList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['Job'][];
    };
    /** @description Страница списка изменений НМЦ: общее количество и элементы текущей страницы. */
    PaginatedNmcChangeList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['NmcChange'][];
    };
    /** @description Страница списка уведомлений: общее количество и элементы текущей страницы. */
    PaginatedNotificationList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['Notification'][];
    };
    /** @description Страница списка пользователей: общее количество и элементы текущей страницы. */
    PaginatedUserList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['User'][];
    };
    /** @description Страница списка точек графика: общее количество и элементы текущей страницы. */
    PaginatedChartPointList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['ChartPoint'][];
    };
    /** @description Страница списка видов: общее количество и элементы текущей страницы. */
    PaginatedRouteViewList: {
      /** @description Общее количество элементов по всем страницам. */
      total: number;
      /** @description Элементы текущей страницы. */
      results: components['schemas']['RouteView'][];
    };
  };
  responses: {
    /** @description 412 Precondition Failed: `If-Match` не совпал с текущей версией маршрута — его уже изменил другой пользователь. Изменение не применено. Тело — текущий маршрут, заголовок `ETag` — его текущая версия: клиент показывает чужие значения и может сохранить свои поверх, повторив запрос с этим `ETag`. */
    RouteVersionConflict: {
      headers: {
        ETag: components['headers']['ETag'];
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['RouteModel'];
      };
    };
    /** @description Не передан, просрочен или недействителен токен доступа. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description Ошибка проверки запроса. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ValidationError'];
      };
    };
    /** @description Нет прав на действие: например, вид списка меняет или удаляет не его владелец. */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
    /** @description Ошибки полей вида. */
    RouteViewInvalid: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ValidationError'];
      };
    };
    /** @description Объект не найден. */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['ErrorDetail'];
      };
    };
  };
  parameters: {
    /**
     * @description `ETag` версии маршрута, которую видел пользователь (из ответа `GET`, `PUT` или `PATCH`). Если текущая версия другая, изменение не применяется и бэкенд отвечает 412. Без заголовка изменение применяется безусловно.
     * @example "route-1-v7"
     */
    IfMatch: string;
    /** @description Номер страницы (с 1). */
    Page: number;
    /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
    Limit: number;
    /**
     * @description Идентификаторы задач через запятую (`job__in=101,102`).
     * @example [
     *       101,
     *       102
     *     ]
     */
    JobIn: number[];
    /** @description Категории ТС через запятую (`category=lte10,lte20`). */
    Category: components['schemas']['VehicleCategoryEnum'][];
    /** @description Хеш пути маршрута (`RouteModel.path_hash`). */
    PathHash: string;
    /**
     * @description Идентификатор маршрута.
     * @example 1
     */
    RouteIdQuery: number;
    /**
     * @description Дата начала периода включительно (YYYY-MM-DD).
     * @example 2026-01-01
     */
    DateGte: string;
    /**
     * @description Дата окончания периода включительно (YYYY-MM-DD).
     * @example 2026-06-30
     */
    DateLte: string;
    /**
     * @description Введённая пользователем часть названия населённого пункта.
     * @example ка
     */
    AutocompleteQuery: string;
    /**
     * @description Идентификатор задачи импорта уведомлений.
     * @example 6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17
     */
    TaskIdQuery: string;
  };
  requestBodies: never;
  headers: {
    /**
     * @description Версия маршрута (сильный валидатор HTTP): меняется при каждом изменении маршрута, кем бы оно ни было сделано. Клиент возвращает её без изменений в `If-Match`, чтобы не затереть чужое изменение. Бэкенд, который версий не ведёт, заголовок не отправляет — тогда клиент сохраняет без `If-Match`.
     * @example "route-1-v7"
     */
    ETag: string;
  };
  pathItems: never;
}
export type Waypoint = components['schemas']['Waypoint'];
export type Segment = components['schemas']['Segment'];
export type VehicleCategoryEnum = components['schemas']['VehicleCategoryEnum'];
export type RouteTypeEnum = components['schemas']['RouteTypeEnum'];
export type JobStatusEnum = components['schemas']['JobStatusEnum'];
export type RowError = components['schemas']['RowError'];
export type JobResult = components['schemas']['JobResult'];
export type Job = components['schemas']['Job'];
export type JobCreated = components['schemas']['JobCreated'];
export type RouteCreationJobRequest = components['schemas']['RouteCreationJobRequest'];
export type TemporaryRouteModel = components['schemas']['TemporaryRouteModel'];
export type RouteModel = components['schemas']['RouteModel'];
export type RouteModelRequest = components['schemas']['RouteModelRequest'];
export type PatchedRouteModelRequest = components['schemas']['PatchedRouteModelRequest'];
export type TemporaryRouteModelRequest = components['schemas']['TemporaryRouteModelRequest'];
export type PatchedTemporaryRouteModelRequest =
  components['schemas']['PatchedTemporaryRouteModelRequest'];
export type RawRouteWithErrors = components['schemas']['RawRouteWithErrors'];
export type RouteExportFilters = components['schemas']['RouteExportFilters'];
export type RouteOrdering = components['schemas']['RouteOrdering'];
export type RouteParametersForExportJobRequest =
  components['schemas']['RouteParametersForExportJobRequest'];
export type NmcChange = components['schemas']['NmcChange'];
export type Notification = components['schemas']['Notification'];
export type Choice = components['schemas']['Choice'];
export type FilterChoices = components['schemas']['FilterChoices'];
export type AddressSuggestions = components['schemas']['AddressSuggestions'];
export type ChartPoint = components['schemas']['ChartPoint'];
export type DataSource = components['schemas']['DataSource'];
export type ImportJobStarted = components['schemas']['ImportJobStarted'];
export type ImportJobStatusEnum = components['schemas']['ImportJobStatusEnum'];
export type ImportJobStatus = components['schemas']['ImportJobStatus'];
export type TokenObtainPair = components['schemas']['TokenObtainPair'];
export type TokenObtainPairRequest = components['schemas']['TokenObtainPairRequest'];
export type TokenRefresh = components['schemas']['TokenRefresh'];
export type TokenRefreshRequest = components['schemas']['TokenRefreshRequest'];
export type User = components['schemas']['User'];
export type UserRequest = components['schemas']['UserRequest'];
export type PatchedUserRequest = components['schemas']['PatchedUserRequest'];
export type ValidationError = components['schemas']['ValidationError'];
export type RouteView = components['schemas']['RouteView'];
export type RouteViewRequest = components['schemas']['RouteViewRequest'];
export type PatchedRouteViewRequest = components['schemas']['PatchedRouteViewRequest'];
export type Empty = components['schemas']['Empty'];
export type ErrorDetail = components['schemas']['ErrorDetail'];
export type PaginatedRouteModelList = components['schemas']['PaginatedRouteModelList'];
export type PaginatedTemporaryRouteModelList =
  components['schemas']['PaginatedTemporaryRouteModelList'];
export type PaginatedRawRouteWithErrorsList =
  components['schemas']['PaginatedRawRouteWithErrorsList'];
export type PaginatedJobList = components['schemas']['PaginatedJobList'];
export type PaginatedNmcChangeList = components['schemas']['PaginatedNmcChangeList'];
export type PaginatedNotificationList = components['schemas']['PaginatedNotificationList'];
export type PaginatedUserList = components['schemas']['PaginatedUserList'];
export type PaginatedChartPointList = components['schemas']['PaginatedChartPointList'];
export type PaginatedRouteViewList = components['schemas']['PaginatedRouteViewList'];
export type ResponseRouteVersionConflict = components['responses']['RouteVersionConflict'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseForbidden = components['responses']['Forbidden'];
export type ResponseRouteViewInvalid = components['responses']['RouteViewInvalid'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ParameterIfMatch = components['parameters']['IfMatch'];
export type ParameterPage = components['parameters']['Page'];
export type ParameterLimit = components['parameters']['Limit'];
export type ParameterJobIn = components['parameters']['JobIn'];
export type ParameterCategory = components['parameters']['Category'];
export type ParameterPathHash = components['parameters']['PathHash'];
export type ParameterRouteIdQuery = components['parameters']['RouteIdQuery'];
export type ParameterDateGte = components['parameters']['DateGte'];
export type ParameterDateLte = components['parameters']['DateLte'];
export type ParameterAutocompleteQuery = components['parameters']['AutocompleteQuery'];
export type ParameterTaskIdQuery = components['parameters']['TaskIdQuery'];
export type HeaderETag = components['headers']['ETag'];
export type $defs = Record<string, never>;
export interface operations {
  authCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenObtainPairRequest'];
      };
    };
    responses: {
      /** @description Пара токенов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenObtainPair'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Неверное имя пользователя или пароль. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDetail'];
        };
      };
    };
  };
  usersLoginCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenObtainPairRequest'];
      };
    };
    responses: {
      /** @description Пара токенов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenObtainPair'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Неверное имя пользователя или пароль. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDetail'];
        };
      };
    };
  };
  authRefreshTokenCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRefreshRequest'];
      };
    };
    responses: {
      /** @description Новый токен доступа и, если сервер ротирует токены обновления, новый токен обновления. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenRefresh'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Токен обновления недействителен или просрочен. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDetail'];
        };
      };
    };
  };
  authLogoutCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenRefreshRequest'];
      };
    };
    responses: {
      /** @description Токен отозван. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Empty'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Токен уже отозван, недействителен или просрочен. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorDetail'];
        };
      };
    };
  };
  usersList: {
    parameters: {
      query?: {
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница пользователей. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedUserList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  usersMeRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Профиль текущего пользователя. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  usersRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Имя пользователя.
         * @example ivanova.a
         */
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Профиль пользователя. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  usersUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Имя пользователя.
         * @example ivanova.a
         */
        username: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UserRequest'];
      };
    };
    responses: {
      /** @description Обновлённый профиль. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  usersPartialUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Имя пользователя.
         * @example ivanova.a
         */
        username: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchedUserRequest'];
      };
    };
    responses: {
      /** @description Обновлённый профиль. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['User'];
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  chartsCityCityList: {
    parameters: {
      query?: {
        /** @description Категории ТС через запятую (`category=lte10,lte20`). */
        category?: components['parameters']['Category'];
        /**
         * @description Дата начала периода включительно (YYYY-MM-DD).
         * @example 2026-01-01
         */
        date__gte?: components['parameters']['DateGte'];
        /**
         * @description Дата окончания периода включительно (YYYY-MM-DD).
         * @example 2026-06-30
         */
        date__lte?: components['parameters']['DateLte'];
        /** @description Хеш пути маршрута (`RouteModel.path_hash`). */
        path_hash?: components['parameters']['PathHash'];
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        route_id?: components['parameters']['RouteIdQuery'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница точек графика. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedChartPointList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  chartsRegionRegionList: {
    parameters: {
      query: {
        /** @description Категории ТС через запятую (`category=lte10,lte20`). */
        category?: components['parameters']['Category'];
        /**
         * @description Дата начала периода включительно (YYYY-MM-DD).
         * @example 2026-01-01
         */
        date__gte?: components['parameters']['DateGte'];
        /**
         * @description Дата окончания периода включительно (YYYY-MM-DD).
         * @example 2026-06-30
         */
        date__lte?: components['parameters']['DateLte'];
        /** @description Хеш пути маршрута (`RouteModel.path_hash`). */
        path_hash?: components['parameters']['PathHash'];
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        route_id?: components['parameters']['RouteIdQuery'];
        /**
         * @description Регион отправления.
         * @example Москва
         */
        from_region: string;
        /**
         * @description Регион назначения.
         * @example Республика Татарстан
         */
        to_region: string;
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница точек графика. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedChartPointList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  chartsDataSourceList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Источники данных. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DataSource'][];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  jobsList: {
    parameters: {
      query?: {
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница задач. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedJobList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  jobsRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи.
         * @example 101
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Задача. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Job'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  jobsConfirmCreate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи, временные маршруты которой подтверждаются.
         * @example 101
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Создана задача подтверждения. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobCreated'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  jobsCalculatorEditorImportCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description Таблица с маршрутами: .xlsx. Принимаемые расширения перечислены в `x-file-extensions`, типы содержимого — в `encoding`, предельный размер в байтах — в `x-max-bytes`, колонки листа — в `x-sheet-columns` (`title` — заголовок, `required` — обязательна ли, `example` — значение строки-примера в шаблоне).
           */
          file: Blob;
        };
      };
    };
    responses: {
      /** @description Создана задача импорта. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobCreated'];
        };
      };
      /** @description Файл не принят. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
      /** @description Файл больше предельного размера (`x-max-bytes` поля `file`). */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
    };
  };
  jobsCalculatorEditorTemporaryCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RouteCreationJobRequest'];
      };
    };
    responses: {
      /** @description Создана задача расчёта. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobCreated'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  jobsRoutesExportCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RouteParametersForExportJobRequest'];
      };
    };
    responses: {
      /** @description Создана задача выгрузки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JobCreated'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  jobsRoutesExportResultRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи выгрузки.
         * @example 111
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Файл Excel с маршрутами. */
      200: {
        headers: {
          /**
           * @description Имя файла выгрузки. Клиент берёт имя из `filename*` (или `filename`); если заголовка нет, используется «Расчитанные маршруты.xlsx».
           * @example attachment; filename*=UTF-8''%D0%A0%D0%B0%D1%81%D1%87%D0%B8%D1%82%D0%B0%D0%BD%D0%BD%D1%8B%D0%B5%20%D0%BC%D0%B0%D1%80%D1%88%D1%80%D1%83%D1%82%D1%8B.xlsx
           */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  nmcChangesHistoryList: {
    parameters: {
      query?: {
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        route_id?: components['parameters']['RouteIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница истории. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedNmcChangeList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  notificationsList: {
    parameters: {
      query?: {
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница уведомлений. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedNotificationList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  notificationsRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор уведомления.
         * @example 310
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Уведомление. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Notification'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  notificationsDestroy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор уведомления.
         * @example 310
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Уведомление удалено. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  notificationsAllDestroy: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Все уведомления удалены. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
    };
  };
  notificationsStartImportJob: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Задача импорта запущена. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJobStarted'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  notificationsStartImportJobHyphen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Задача импорта запущена. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJobStarted'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  notificationsStatusImportJob: {
    parameters: {
      query: {
        /**
         * @description Идентификатор задачи импорта уведомлений.
         * @example 6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17
         */
        task_id: components['parameters']['TaskIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Статус задачи импорта. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJobStatus'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  notificationsStatusImportJobHyphen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор задачи импорта уведомлений.
         * @example 6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17
         */
        task_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Статус задачи импорта. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportJobStatus'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  notificationsGetFileImportJob: {
    parameters: {
      query: {
        /**
         * @description Идентификатор задачи импорта уведомлений.
         * @example 6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17
         */
        task_id: components['parameters']['TaskIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Файл результата импорта уведомлений (Excel). */
      200: {
        headers: {
          /**
           * @description Имя файла выгрузки. Клиент берёт имя из `filename*` (или `filename`); если заголовка нет, используется «Расчитанные маршруты.xlsx».
           * @example attachment; filename*=UTF-8''%D0%98%D0%BC%D0%BF%D0%BE%D1%80%D1%82%20%D1%83%D0%B2%D0%B5%D0%B4%D0%BE%D0%BC%D0%BB%D0%B5%D0%BD%D0%B8%D0%B9.xlsx
           */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  notificationsGetFileImportJobHyphen: {
    parameters: {
      query: {
        /**
         * @description Идентификатор задачи импорта уведомлений.
         * @example 6f1c2a9e-3b7d-4e52-9a61-0c8d5f4b2e17
         */
        task_id: components['parameters']['TaskIdQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Файл результата импорта уведомлений (Excel). */
      200: {
        headers: {
          /**
           * @description Имя файла выгрузки. Клиент берёт имя из `filename*` (или `filename`); если заголовка нет, используется «Расчитанные маршруты.xlsx».
           * @example attachment; filename*=UTF-8''%D0%98%D0%BC%D0%BF%D0%BE%D1%80%D1%82%20%D1%83%D0%B2%D0%B5%D0%B4%D0%BE%D0%BC%D0%BB%D0%B5%D0%BD%D0%B8%D0%B9.xlsx
           */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': Blob;
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  routeViewsList: {
    parameters: {
      query?: {
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница видов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedRouteViewList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  routeViewsCreate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RouteViewRequest'];
      };
    };
    responses: {
      /** @description Сохранённый вид. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteView'];
        };
      };
      400: components['responses']['RouteViewInvalid'];
      401: components['responses']['Unauthorized'];
    };
  };
  routeViewsDestroy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор вида.
         * @example 7
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Вид удалён. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  routeViewsPartialUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор вида.
         * @example 7
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchedRouteViewRequest'];
      };
    };
    responses: {
      /** @description Изменённый вид. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteView'];
        };
      };
      400: components['responses']['RouteViewInvalid'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
    };
  };
  routesRawWithErrorsList: {
    parameters: {
      query?: {
        /**
         * @description Идентификаторы задач через запятую (`job__in=101,102`).
         * @example [
         *       101,
         *       102
         *     ]
         */
        job__in?: components['parameters']['JobIn'];
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница строк с ошибками. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedRawRouteWithErrorsList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  routesTemporaryList: {
    parameters: {
      query?: {
        /**
         * @description Идентификаторы задач через запятую (`job__in=101,102`).
         * @example [
         *       101,
         *       102
         *     ]
         */
        job__in?: components['parameters']['JobIn'];
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница временных маршрутов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedTemporaryRouteModelList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  routesTemporaryRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор временного маршрута.
         * @example 501
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Временный маршрут. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemporaryRouteModel'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  routesTemporaryUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор временного маршрута.
         * @example 501
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TemporaryRouteModelRequest'];
      };
    };
    responses: {
      /** @description Обновлённый временный маршрут. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemporaryRouteModel'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  routesTemporaryDestroy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор временного маршрута.
         * @example 501
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Маршрут исключён. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  routesTemporaryPartialUpdate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор временного маршрута.
         * @example 501
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchedTemporaryRouteModelRequest'];
      };
    };
    responses: {
      /** @description Обновлённый временный маршрут. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TemporaryRouteModel'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  routesList: {
    parameters: {
      query?: {
        /** @description Категории ТС через запятую (`category=lte10,lte20`). */
        category?: components['parameters']['Category'];
        /** @description Расстояние до, км. */
        distance_max?: number;
        /** @description Расстояние от, км. */
        distance_min?: number;
        /**
         * @description Города первой точки через запятую.
         * @example [
         *       "Москва",
         *       "Казань"
         *     ]
         */
        first_waypoint?: string[];
        /**
         * @description Идентификаторы маршрутов через запятую.
         * @example [
         *       1,
         *       2,
         *       3
         *     ]
         */
        ids?: number[];
        /** @description Города последней точки через запятую. */
        last_waypoint?: string[];
        /** @description Размер страницы, не больше 1000. Экраны показывают по 10–100 строк; графики и выбор всех найденных маршрутов читают страницами по 1000. */
        limit?: components['parameters']['Limit'];
        /**
         * @description Коды категорий уведомлений через запятую (фильтр «Уведомления»).
         * @example [
         *       "nmc_outdated",
         *       "price_spike"
         *     ]
         */
        messages?: string[];
        /** @description Корректировки НМЦ до, ₽. */
        nmc_adjustments_max?: number;
        /** @description Корректировки НМЦ от, ₽. */
        nmc_adjustments_min?: number;
        /** @description НМЦ до, ₽. */
        nmc_max?: number;
        /** @description НМЦ от, ₽. */
        nmc_min?: number;
        /** @description Номер страницы (с 1). */
        page?: components['parameters']['Page'];
        /** @description Путь маршрута (цепочка городов) для поиска маршрута с таким же путём. */
        path?: string;
        /** @description Хеш пути маршрута (`RouteModel.path_hash`). */
        path_hash?: components['parameters']['PathHash'];
        /** @description Города, через которые проходит маршрут, через запятую. */
        route_passes_through?: string[];
        /** @description Тип маршрута. */
        route_type?: components['schemas']['RouteTypeEnum'];
        /** @description Тариф до, ₽/км. */
        tariff_max?: number;
        /** @description Тариф от, ₽/км. */
        tariff_min?: number;
        /**
         * @description Отклонение НМЦ от рынка от, % (`market_deviation`). Маршрут без отклонения (`null`) не проходит фильтр ни с одной границей.
         * @example -15
         */
        market_deviation_min?: number;
        /**
         * @description Отклонение НМЦ от рынка до, % (`market_deviation`).
         * @example 15
         */
        market_deviation_max?: number;
        /**
         * @description Порядок списка (см. `RouteOrdering`); без него — `id` по убыванию.
         * @example -market_deviation
         */
        ordering?: components['schemas']['RouteOrdering'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Страница маршрутов. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaginatedRouteModelList'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  routesRetrieve: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Маршрут. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteModel'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
    };
  };
  routesUpdate: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description `ETag` версии маршрута, которую видел пользователь (из ответа `GET`, `PUT` или `PATCH`). Если текущая версия другая, изменение не применяется и бэкенд отвечает 412. Без заголовка изменение применяется безусловно.
         * @example "route-1-v7"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RouteModelRequest'];
      };
    };
    responses: {
      /** @description Обновлённый маршрут. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteModel'];
        };
      };
      /** @description Ошибка проверки запроса. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      412: components['responses']['RouteVersionConflict'];
    };
  };
  routesPartialUpdate: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description `ETag` версии маршрута, которую видел пользователь (из ответа `GET`, `PUT` или `PATCH`). Если текущая версия другая, изменение не применяется и бэкенд отвечает 412. Без заголовка изменение применяется безусловно.
         * @example "route-1-v7"
         */
        'If-Match'?: components['parameters']['IfMatch'];
      };
      path: {
        /**
         * @description Идентификатор маршрута.
         * @example 1
         */
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PatchedRouteModelRequest'];
      };
    };
    responses: {
      /** @description Обновлённый маршрут. */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RouteModel'];
        };
      };
      /** @description Ошибки полей. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      412: components['responses']['RouteVersionConflict'];
    };
  };
  routesFilterWaypointAutocomplete: {
    parameters: {
      query: {
        /**
         * @description Введённая пользователем часть названия населённого пункта.
         * @example ка
         */
        query: components['parameters']['AutocompleteQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Подсказки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressSuggestions'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  routesPathWaypointAutocomplete: {
    parameters: {
      query: {
        /**
         * @description Введённая пользователем часть названия населённого пункта.
         * @example ка
         */
        query: components['parameters']['AutocompleteQuery'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Подсказки. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AddressSuggestions'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
  routesFiltersChoices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Варианты значений. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FilterChoices'];
        };
      };
      401: components['responses']['Unauthorized'];
    };
  };
}

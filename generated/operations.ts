// Generated from openapi.yaml by `npm run generate`. Do not edit.

export interface RequiredParam {
  in: 'path' | 'query';
  name: string;
  label: string;
}

export interface OperationRequirements {
  operation: string;
  params: RequiredParam[];
  body: string | null;
}

export const operationRequirements: Record<string, OperationRequirements> = {
  'post /api/auth/': { operation: 'authCreate', params: [], body: 'tokenObtainPairRequest' },
  'post /users/login/': {
    operation: 'usersLoginCreate',
    params: [],
    body: 'tokenObtainPairRequest',
  },
  'post /api/auth/refresh-token/': {
    operation: 'authRefreshTokenCreate',
    params: [],
    body: 'tokenRefreshRequest',
  },
  'post /api/auth/logout/': {
    operation: 'authLogoutCreate',
    params: [],
    body: 'tokenRefreshRequest',
  },
  'get /api/users/': { operation: 'usersList', params: [], body: null },
  'get /api/users/me/': { operation: 'usersMeRetrieve', params: [], body: null },
  'get /api/users/{username}/': {
    operation: 'usersRetrieve',
    params: [{ in: 'path', name: 'username', label: 'username' }],
    body: null,
  },
  'put /api/users/{username}/': {
    operation: 'usersUpdate',
    params: [{ in: 'path', name: 'username', label: 'username' }],
    body: 'userRequest',
  },
  'patch /api/users/{username}/': {
    operation: 'usersPartialUpdate',
    params: [{ in: 'path', name: 'username', label: 'username' }],
    body: 'patchedUserRequest',
  },
  'get /api/charts/v1/chart/city-city/': {
    operation: 'chartsCityCityList',
    params: [],
    body: null,
  },
  'get /api/charts/v1/chart/region-region/': {
    operation: 'chartsRegionRegionList',
    params: [
      { in: 'query', name: 'from_region', label: 'fromRegion' },
      { in: 'query', name: 'to_region', label: 'toRegion' },
    ],
    body: null,
  },
  'get /api/charts/v1/filters/data_source/': {
    operation: 'chartsDataSourceList',
    params: [],
    body: null,
  },
  'get /api/jobs/v1/': { operation: 'jobsList', params: [], body: null },
  'get /api/jobs/v1/{id}/': {
    operation: 'jobsRetrieve',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'post /api/jobs/v1/{id}/confirm/': {
    operation: 'jobsConfirmCreate',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'post /api/jobs/v1/routes/calculator-editor/import/': {
    operation: 'jobsCalculatorEditorImportCreate',
    params: [],
    body: 'file',
  },
  'post /api/jobs/v1/routes/calculator-editor/temporary/': {
    operation: 'jobsCalculatorEditorTemporaryCreate',
    params: [],
    body: 'routeCreationJobRequest',
  },
  'post /api/jobs/v1/routes/export/': {
    operation: 'jobsRoutesExportCreate',
    params: [],
    body: 'routeParametersForExportJobRequest',
  },
  'get /api/jobs/v1/{id}/routes/export/result/': {
    operation: 'jobsRoutesExportResultRetrieve',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'get /api/nmc-changes-history/v1/': {
    operation: 'nmcChangesHistoryList',
    params: [],
    body: null,
  },
  'get /api/notifications/v1/': { operation: 'notificationsList', params: [], body: null },
  'get /api/notifications/v1/{id}/': {
    operation: 'notificationsRetrieve',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'delete /api/notifications/v1/{id}/': {
    operation: 'notificationsDestroy',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'delete /api/notifications/v1/all/': {
    operation: 'notificationsAllDestroy',
    params: [],
    body: null,
  },
  'post /api/notifications/v1/start_import_job/': {
    operation: 'notificationsStartImportJob',
    params: [],
    body: null,
  },
  'post /api/notifications/v1/start-import-job/': {
    operation: 'notificationsStartImportJobHyphen',
    params: [],
    body: null,
  },
  'get /api/notifications/v1/status_import_job/': {
    operation: 'notificationsStatusImportJob',
    params: [],
    body: null,
  },
  'get /api/notifications/v1/status-import-job/{task_id}/': {
    operation: 'notificationsStatusImportJobHyphen',
    params: [{ in: 'path', name: 'task_id', label: 'taskId' }],
    body: null,
  },
  'get /api/notifications/v1/get_file_import_job/': {
    operation: 'notificationsGetFileImportJob',
    params: [],
    body: null,
  },
  'get /api/notifications/v1/get-file-import-job/': {
    operation: 'notificationsGetFileImportJobHyphen',
    params: [],
    body: null,
  },
  'get /api/route-views/v1/': { operation: 'routeViewsList', params: [], body: null },
  'post /api/route-views/v1/': {
    operation: 'routeViewsCreate',
    params: [],
    body: 'routeViewRequest',
  },
  'delete /api/route-views/v1/{id}/': {
    operation: 'routeViewsDestroy',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'patch /api/route-views/v1/{id}/': {
    operation: 'routeViewsPartialUpdate',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: 'patchedRouteViewRequest',
  },
  'get /api/routes/raw-with-errors/v1/': {
    operation: 'routesRawWithErrorsList',
    params: [],
    body: null,
  },
  'get /api/routes/temporary/v1/': { operation: 'routesTemporaryList', params: [], body: null },
  'get /api/routes/temporary/v1/{id}/': {
    operation: 'routesTemporaryRetrieve',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'put /api/routes/temporary/v1/{id}/': {
    operation: 'routesTemporaryUpdate',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: 'temporaryRouteModelRequest',
  },
  'delete /api/routes/temporary/v1/{id}/': {
    operation: 'routesTemporaryDestroy',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'patch /api/routes/temporary/v1/{id}/': {
    operation: 'routesTemporaryPartialUpdate',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: 'patchedTemporaryRouteModelRequest',
  },
  'get /api/routes/v1/': { operation: 'routesList', params: [], body: null },
  'get /api/routes/v1/{id}/': {
    operation: 'routesRetrieve',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: null,
  },
  'put /api/routes/v1/{id}/': {
    operation: 'routesUpdate',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: 'routeModelRequest',
  },
  'patch /api/routes/v1/{id}/': {
    operation: 'routesPartialUpdate',
    params: [{ in: 'path', name: 'id', label: 'id' }],
    body: 'patchedRouteModelRequest',
  },
  'get /api/routes/v1/filter/waypoint/autocomplete/': {
    operation: 'routesFilterWaypointAutocomplete',
    params: [],
    body: null,
  },
  'get /api/routes/v1/path/waypoint/autocomplete/': {
    operation: 'routesPathWaypointAutocomplete',
    params: [],
    body: null,
  },
  'get /api/routes/v1/filters/choices/': {
    operation: 'routesFiltersChoices',
    params: [],
    body: null,
  },
};

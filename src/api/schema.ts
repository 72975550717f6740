// Friendly names for the contract's types. Features import these, never generated/ directly.
import type { components, paths } from '../../generated/api';

type Schemas = components['schemas'];

export type { paths };
export type Segment = Schemas['Segment'];
export type VehicleCategory = Schemas['VehicleCategoryEnum'];
export type RouteType = Schemas['RouteTypeEnum'];
export type Job = Schemas['Job'];
export type JobResult = Schemas['JobResult'];
export type RowError = Schemas['RowError'];
export type Route = Schemas['RouteModel'];
export type RoutePatch = Schemas['PatchedRouteModelRequest'];
export type TemporaryRoute = Schemas['TemporaryRouteModel'];
export type TemporaryRoutePatch = Schemas['PatchedTemporaryRouteModelRequest'];
export type RouteCreationJobRequest = Schemas['RouteCreationJobRequest'];
export type RouteExportRequest = Schemas['RouteParametersForExportJobRequest'];
export type RouteExportFilters = Schemas['RouteExportFilters'];
export type RawRouteWithErrors = Schemas['RawRouteWithErrors'];
export type NmcChange = Schemas['NmcChange'];
export type Notification = Schemas['Notification'];
export type Choice = Schemas['Choice'];
export type ChartPoint = Schemas['ChartPoint'];
export type DataSource = Schemas['DataSource'];
export type ImportJobStatus = Schemas['ImportJobStatus'];
export type TokenObtainPair = Schemas['TokenObtainPair'];
export type Credentials = Schemas['TokenObtainPairRequest'];
export type TokenRefresh = Schemas['TokenRefresh'];
export type RouteView = Schemas['RouteView'];
export type RouteViewRequest = Schemas['RouteViewRequest'];
export type RouteViewPatch = Schemas['PatchedRouteViewRequest'];

/** Query parameters of the route list, as the contract names them. */
export type RouteListQuery = NonNullable<paths['/api/routes/v1/']['get']['parameters']['query']>;

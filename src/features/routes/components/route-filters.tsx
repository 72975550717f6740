import { Select } from 'antd';
import { memo, type ReactNode } from 'react';
import { useFilterChoices } from '../../../api/shared-queries';
import type { VehicleCategory } from '../../../api/schema';
import { ROUTE_TYPE_LABELS, VEHICLE_CATEGORY_OPTIONS } from '../../../api/labels';
import { isRouteType, type RouteFilters } from '../filter-state';
import { CHOICE_LABELS, rangeRow, WAYPOINT_FIELDS } from './filter-fields';
import { RangeFilter } from './range-filter';
import { MAX_TAGS } from './max-tags';
import styles from './route-filters.module.css';
import { WaypointSelect } from './waypoint-select';
import { selectClear } from '../../../components/clear-control';

const PLACEHOLDER = 'Выберите значение';
const NOT_FOUND = 'Ничего не найдено';

const ROUTE_TYPE_OPTIONS = Object.entries(ROUTE_TYPE_LABELS).map(([value, label]) => ({
  value,
  label,
}));

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

interface RouteFiltersPanelProps {
  filters: RouteFilters;
  onChange: (patch: Partial<RouteFilters>) => void;
  /** The backend sends the market of each route: «Отклонение от рынка, %» is offered. */
  market?: boolean;
}

/**
 * Every filter of the route list, each under its visible Russian name. Drawn again only when the
 * filters change, not at every page of the list.
 */
export const RouteFiltersPanel = memo(function RouteFiltersPanel({
  filters,
  onChange,
  market = false,
}: RouteFiltersPanelProps) {
  const choices = useFilterChoices();
  const ranges = rangeRow(market);
  return (
    <section aria-label="Фильтры" className={styles.panel}>
      <div className={styles.row3}>
        {WAYPOINT_FIELDS.map(({ key, label }) => (
          <Field key={key} id={`filter-${key}`} label={label}>
            <WaypointSelect
              id={`filter-${key}`}
              value={filters[key]}
              onChange={(value) => onChange({ [key]: value })}
            />
          </Field>
        ))}
      </div>
      <div className={styles.row3}>
        <Field id="filter-messages" label={CHOICE_LABELS.messages}>
          <Select
            id="filter-messages"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={PLACEHOLDER}
            notFoundContent={NOT_FOUND}
            loading={choices.isLoading}
            options={choices.data?.notification_choices}
            value={filters.messages}
            onChange={(messages) => onChange({ messages })}
            maxTagCount={MAX_TAGS}
            allowClear={selectClear}
          />
        </Field>
        <Field id="filter-route-type" label={CHOICE_LABELS.routeType}>
          <Select
            id="filter-route-type"
            placeholder={PLACEHOLDER}
            notFoundContent={NOT_FOUND}
            options={ROUTE_TYPE_OPTIONS}
            value={filters.routeType}
            onChange={(value: string | undefined) =>
              onChange({ routeType: value && isRouteType(value) ? value : null })
            }
            allowClear={selectClear}
          />
        </Field>
        <Field id="filter-category" label={CHOICE_LABELS.category}>
          <Select<VehicleCategory[]>
            id="filter-category"
            mode="multiple"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={PLACEHOLDER}
            notFoundContent={NOT_FOUND}
            options={VEHICLE_CATEGORY_OPTIONS}
            value={filters.category}
            onChange={(category) => onChange({ category })}
            maxTagCount={MAX_TAGS}
            allowClear={selectClear}
          />
        </Field>
      </div>
      <div className={ranges.className}>
        {ranges.fields.map(({ key, label, min }) => (
          <RangeFilter
            key={key}
            rangeKey={key}
            label={label}
            min={min}
            value={filters[key]}
            onChange={(range) => onChange({ [key]: range })}
          />
        ))}
      </div>
    </section>
  );
});

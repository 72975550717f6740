import { DatePicker, Flex, Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { DataSource, VehicleCategory } from '../../api/schema';
import { isCategory, VEHICLE_CATEGORY_OPTIONS } from '../../api/labels';
import type { ChartFilters } from '../../api/city-chart';
import { periodBounds } from './chart-query';
import { selectClear } from '../../components/clear-control';
import { DAY_FORMAT } from '../../lib/format';

interface ChartFiltersBarProps {
  value: ChartFilters;
  onChange: (value: ChartFilters) => void;
  dataSources: readonly DataSource[];
  dataSourcesLoading: boolean;
}

/** Category, period and data sources: the filters both charts share. */
export function ChartFiltersBar({
  value,
  onChange,
  dataSources,
  dataSourcesLoading,
}: ChartFiltersBarProps) {
  const period: [Dayjs | null, Dayjs | null] | null =
    value.dateGte || value.dateLte
      ? [value.dateGte ? dayjs(value.dateGte) : null, value.dateLte ? dayjs(value.dateLte) : null]
      : null;
  return (
    <Form layout="vertical" component="div">
      <Flex wrap gap={16}>
        <Form.Item label="Категория ТС" htmlFor="chart-category" style={{ marginBottom: 0 }}>
          <Select<VehicleCategory | null>
            id="chart-category"
            style={{ width: 200 }}
            allowClear={selectClear}
            placeholder="Все категории"
            options={VEHICLE_CATEGORY_OPTIONS}
            value={value.category}
            onChange={(category) =>
              onChange({ ...value, category: isCategory(category) ? category : null })
            }
          />
        </Form.Item>
        <Form.Item label="Период" htmlFor="chart-period" style={{ marginBottom: 0 }}>
          <DatePicker.RangePicker
            id={{ start: 'chart-period', end: 'chart-period-end' }}
            format={DAY_FORMAT}
            allowEmpty={[true, true]}
            placeholder={['Дата начала', 'Дата окончания']}
            value={period}
            onChange={(range) => onChange({ ...value, ...periodBounds(range) })}
          />
          {/* «Период» names the first field; the second needs a name of its own, and one
              without «период» in it, so the label still finds the first alone. */}
          <label htmlFor="chart-period-end" className="visually-hidden">
            Дата окончания
          </label>
        </Form.Item>
        <Form.Item label="Источник данных" htmlFor="chart-sources" style={{ marginBottom: 0 }}>
          <Select<string[]>
            id="chart-sources"
            mode="multiple"
            style={{ minWidth: 240 }}
            allowClear={selectClear}
            placeholder="Все источники"
            loading={dataSourcesLoading}
            options={dataSources.map((source) => ({ value: source.value, label: source.label }))}
            value={value.dataSources}
            onChange={(dataSources) => onChange({ ...value, dataSources })}
          />
        </Form.Item>
      </Flex>
    </Form>
  );
}

import { Select, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useWaypointSuggestions } from '../api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { MAX_TAGS } from './max-tags';
import { selectClear } from '../../../components/clear-control';

const SEARCH_DELAY_MS = 300;

interface WaypointSelectProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
}

/**
 * Cities for one waypoint filter, suggested by the server as the user types. Each filter keeps
 * its own last suggestions, so picking a second city in «Первая точка» does not need the search
 * typed again, and «Последняя точка» is not filled with another filter's cities.
 */
export function WaypointSelect({ id, value, onChange }: WaypointSelectProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, SEARCH_DELAY_MS);
  const suggestions = useWaypointSuggestions(term);
  const addresses = suggestions.data?.addresses ?? [];
  const options = [...new Set([...addresses, ...value])].map((city) => ({
    value: city,
    label: city,
  }));

  let notFound: ReactNode = 'Ничего не найдено';
  if (suggestions.isFetching) notFound = <Spin size="small" />;
  else if (term === '') notFound = 'Введите название города';

  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{
        filterOption: false,
        onSearch: (text) => {
          // Clearing the search after a pick keeps the suggestions of the last real search.
          if (text.trim() !== '') setSearch(text.trim());
        },
      }}
      placeholder="Выберите значение"
      notFoundContent={notFound}
      options={options}
      value={value}
      onChange={onChange}
      maxTagCount={MAX_TAGS}
      allowClear={selectClear}
    />
  );
}

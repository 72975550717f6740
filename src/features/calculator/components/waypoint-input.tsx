import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useWaypointSuggestions } from '../api';
import { selectClear } from '../../../components/clear-control';

/**
 * Only suggestions that contain what is typed, and not the value itself: a list that does not
 * match the input would only hide the fields below it.
 */
export function matchingSuggestions(addresses: readonly string[], typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  if (needle === '') return [];
  return addresses.filter((address) => {
    const candidate = address.toLowerCase();
    return candidate.includes(needle) && candidate !== needle;
  });
}

interface WaypointInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  'aria-label'?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A city with suggestions from the path autocomplete. Typing is debounced; a request for text
 * the user has already typed past is cancelled by the query layer.
 */
export function WaypointInput({ value = '', onChange, ...rest }: WaypointInputProps) {
  const [focused, setFocused] = useState(false);
  const text = useDebouncedValue(value);
  const suggestions = useWaypointSuggestions(text, focused);
  const options = matchingSuggestions(suggestions.data?.addresses ?? [], value).map((address) => ({
    value: address,
  }));

  return (
    <AutoComplete
      {...rest}
      value={value}
      options={options}
      onChange={(next: string) => onChange?.(next)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      allowClear={selectClear}
    />
  );
}

import { Flex, Input } from 'antd';
import type { RegionPair } from './chart-query';
import { inputClear } from '../../components/clear-control';

interface RegionInputsProps {
  value: RegionPair;
  onChange: (value: RegionPair) => void;
}

/** The two regions of «Регион — регион», prefilled from the route's ends. */
export function RegionInputs({ value, onChange }: RegionInputsProps) {
  return (
    <Flex gap={8} align="center" wrap>
      <Input
        aria-label="Регион отправления"
        placeholder="Регион отправления"
        style={{ width: 220 }}
        allowClear={inputClear}
        value={value.fromRegion}
        onChange={(event) => onChange({ ...value, fromRegion: event.target.value })}
      />
      <span aria-hidden="true">—</span>
      <Input
        aria-label="Регион назначения"
        placeholder="Регион назначения"
        style={{ width: 220 }}
        allowClear={inputClear}
        value={value.toRegion}
        onChange={(event) => onChange({ ...value, toRegion: event.target.value })}
      />
    </Flex>
  );
}

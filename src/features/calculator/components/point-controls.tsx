import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';

export type MoveDirection = 'up' | 'down';

interface PointControlsProps {
  index: number;
  count: number;
  busy: boolean;
  /** Set right after this point was moved: the arrow that should take the focus. */
  focusAfterMove: MoveDirection | null;
  onFocused: () => void;
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
}

/**
 * «Выше», «Ниже» and «Удалить» of one «Через» point. Moving a point re-inserts its row, which
 * drops the focus: the moved point's arrow takes it back, or its other arrow once the point has
 * reached the end of the list and the pressed one is disabled.
 */
export function PointControls({
  index,
  count,
  busy,
  focusAfterMove,
  onFocused,
  onMove,
  onRemove,
}: PointControlsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = index === 0;
  const last = index === count - 1;

  useEffect(() => {
    if (!focusAfterMove) return;
    const pressed = focusAfterMove === 'up' ? up : down;
    const other = focusAfterMove === 'up' ? down : up;
    const stuck = focusAfterMove === 'up' ? first : last;
    (stuck ? other : pressed).current?.focus();
    onFocused();
  }, [focusAfterMove, first, last, onFocused]);

  return (
    <Flex gap={4} style={{ marginTop: 30 }}>
      <Tooltip title="Выше">
        <Button
          ref={up}
          aria-label="Переместить точку выше"
          icon={<ArrowUpOutlined aria-hidden />}
          disabled={busy || first}
          onClick={() => onMove('up')}
        />
      </Tooltip>
      <Tooltip title="Ниже">
        <Button
          ref={down}
          aria-label="Переместить точку ниже"
          icon={<ArrowDownOutlined aria-hidden />}
          disabled={busy || last}
          onClick={() => onMove('down')}
        />
      </Tooltip>
      <Tooltip title="Удалить">
        <Button
          aria-label="Удалить точку"
          icon={<DeleteOutlined aria-hidden />}
          onClick={onRemove}
        />
      </Tooltip>
    </Flex>
  );
}

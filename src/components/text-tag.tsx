import { Tag, type TagProps } from 'antd';
import type { CSSProperties } from 'react';

interface TextTagProps extends Omit<TagProps, 'children' | 'title'> {
  children: string;
  /**
   * One line cut with «…» at the width of its container. Only where that width is fixed (a cell
   * of a fixed-layout table); elsewhere the tag wraps, since the container would grow instead.
   */
  ellipsis?: boolean;
}

const clipped: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis' };
const wrapped: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'anywhere' };

/**
 * A tag holding text from the server. antd's tag never wraps, so a long label would push its
 * cell or the whole page sideways; this one stays within its container, and its title is the
 * whole label.
 */
export function TextTag({ children, ellipsis = false, style, ...props }: TextTagProps) {
  return (
    <Tag
      {...props}
      title={children}
      style={{
        maxWidth: '100%',
        verticalAlign: 'top',
        ...(ellipsis ? clipped : wrapped),
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

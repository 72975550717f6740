interface LogoProps {
  inverted?: boolean;
  /** The name hides on narrow screens, leaving the mark (the rule is in src/app/global.css). */
  collapsible?: boolean;
}

/** Product mark: a stylised route between two points, with the product name. */
export function Logo({ inverted = false, collapsible = false }: LogoProps) {
  const color = inverted ? '#ffffff' : '#1f5fbf';
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        color,
        fontWeight: 600,
        fontSize: 16,
        whiteSpace: 'nowrap',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="6" cy="21" r="3.5" fill="none" stroke={color} strokeWidth="2" />
        <circle cx="22" cy="7" r="3.5" fill={color} />
        <path
          d="M8.5 18.5 C 14 18, 12 10, 18.5 9"
          fill="none"
          stroke={color}
          strokeWidth="2"
          strokeDasharray="3 2"
        />
      </svg>
      <span className={collapsible ? 'logo-collapsible' : undefined}>НМЦ Маршруты</span>
    </span>
  );
}

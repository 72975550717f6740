import styles from './plain-checkbox.module.css';

interface PlainCheckboxProps {
  checked: boolean;
  /** Some but not all of what it stands for is chosen: shown as a square, read as «mixed». */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}

/**
 * A native checkbox drawn as antd's. A table of 100 rows has one in each: antd's component,
 * with its theme hooks and click wave, cost more than the rest of a row.
 */
export function PlainCheckbox({
  checked,
  indeterminate = false,
  onChange,
  label,
}: PlainCheckboxProps) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      checked={checked}
      aria-label={label}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}

interface PageCheckboxProps {
  /** How many of the page's rows are chosen, and how many it has. */
  chosen: number;
  of: number;
  onChange: (checked: boolean) => void;
  label: string;
}

/** A header's checkbox for the rows of a page: checked when all are chosen, mixed when some. */
export function PageCheckbox({ chosen, of, onChange, label }: PageCheckboxProps) {
  const all = chosen > 0 && chosen === of;
  return (
    <PlainCheckbox
      checked={all}
      indeterminate={chosen > 0 && !all}
      onChange={onChange}
      label={label}
    />
  );
}

/**
 * Russian number entry for InputNumber: «72 000,5» on screen, 72000.5 in the form. Groups are
 * plain spaces; a typed comma or point both mean the decimal separator.
 */
export function formatNmcInput(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

export function parseNmcInput(text: string | undefined): string {
  return (text ?? '').replace(/\s/g, '').replace(',', '.');
}

/** Who signs the lot's document, and when it is made. */
export interface Signer {
  /** «Орлов Виктор», or the user name when the profile gives no name. */
  name: string;
  /** `YYYY-MM-DD`. */
  today: string;
}

export const LOT_METHOD =
  'Метод сопоставимых рыночных цен (анализ рынка): по каждому маршруту — цены графика «Город — город» ' +
  'за 90 дней до последней цены, все источники; цена обоснована, если в выборке не меньше 3 цен ' +
  'из 2 источников и V ≤ 33 %';

/** The name a profile signs with: surname and first name, or the user name without them. */
export function signerName(user: { username: string; first_name?: string; last_name?: string }) {
  const full = [user.last_name, user.first_name]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return full === '' ? user.username : full;
}

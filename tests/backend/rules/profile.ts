// The body of a profile's write (`UserRequest`, `PatchedUserRequest`).
import { isRecord } from '../http';

const TEXT_FIELDS = ['username', 'first_name', 'last_name', 'email'] as const;
type Fields = Partial<Record<(typeof TEXT_FIELDS)[number], string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function profileOf(
  body: unknown,
  full: boolean,
): { fields: Fields } | { errors: Record<string, string[]> } {
  if (!isRecord(body)) return { errors: { detail: ['Ожидался объект JSON.'] } };
  const errors: Record<string, string[]> = {};
  const fields: Fields = {};
  for (const name of TEXT_FIELDS) {
    const value = body[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') errors[name] = ['Введите строку.'];
    else fields[name] = value;
  }
  if (full && !fields.username) errors.username = ['Обязательное поле.'];
  if (fields.username === '') errors.username = ['Это поле не может быть пустым.'];
  if (fields.email !== undefined && !EMAIL.test(fields.email))
    errors.email = ['Введите правильный адрес электронной почты.'];
  return Object.keys(errors).length > 0 ? { errors } : { fields };
}

import { moneyMessages, type OfficeChecked } from '@coop/contract';
import { AppError } from '../../errors';

// Reading what the office sends about an account: the shared checks its forms run first, so a REST body and a
// GraphQL input are refused with the same words and the same field.

export function valueOf<T>(checked: OfficeChecked<T>): T {
  if (!checked.ok) throw new AppError('BAD_USER_INPUT', checked.error.message, checked.error.field);
  return checked.value;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that names nothing is answered as the thing it does not name. */
function id(value: unknown, field: string, notFound: string): string {
  if (typeof value !== 'string' || !uuid.test(value)) throw new AppError('NOT_FOUND', notFound, field);
  return value.toLowerCase();
}

export const householdId = (value: unknown) => id(value, 'householdId', moneyMessages.householdNotFound);
export const lineId = (value: unknown) => id(value, 'lineId', moneyMessages.lineNotFound);

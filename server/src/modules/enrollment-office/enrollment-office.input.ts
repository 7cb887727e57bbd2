import { classSeatsLimits, enrollmentOfficeMessages, placementReasonMaxLength } from '@coop/contract';
import { AppError } from '../../errors';

/** The longest search the rosters take, and the most teachers a class can have. */
export const officeInputLimits = { search: 100, teachers: 50 } as const;

export const officeInputMessages = {
  searchTooLong: `The search can be at most ${officeInputLimits.search} characters`,
  tooManyTeachers: `A class can have at most ${officeInputLimits.teachers} teachers`,
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks on what a caller sends before any service reads it: a malformed id is answered as the thing it does not
 * name, and numbers and texts outside their range with the field they are about.
 */
export const officeInput = {
  placementId(value: string): string {
    if (!uuid.test(value)) throw new AppError('NOT_FOUND', enrollmentOfficeMessages.placementNotFound, 'placementId');
    return value.toLowerCase();
  },
  seats(value: number): number {
    if (!Number.isInteger(value) || value < classSeatsLimits.min || value > classSeatsLimits.max) {
      throw new AppError('BAD_USER_INPUT', enrollmentOfficeMessages.seatsInvalid, 'seats');
    }
    return value;
  },
  /** Blank is no reason at all. */
  reason(value: string | null | undefined): string | null {
    const reason = value?.trim() ?? '';
    if (reason.length > placementReasonMaxLength) {
      throw new AppError('BAD_USER_INPUT', enrollmentOfficeMessages.reasonTooLong, 'reason');
    }
    return reason || null;
  },
  search(value: string | null | undefined): string {
    const search = value?.trim() ?? '';
    if (search.length > officeInputLimits.search) {
      throw new AppError('BAD_USER_INPUT', officeInputMessages.searchTooLong, 'search');
    }
    return search;
  },
  teacherIds(values: readonly string[]): string[] {
    if (values.length > officeInputLimits.teachers) {
      throw new AppError('BAD_USER_INPUT', officeInputMessages.tooManyTeachers, 'teacherIds');
    }
    if (values.some((value) => !uuid.test(value))) {
      throw new AppError('BAD_USER_INPUT', enrollmentOfficeMessages.teachersInvalid, 'teacherIds');
    }
    return [...new Set(values.map((value) => value.toLowerCase()))];
  },
};

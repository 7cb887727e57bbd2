// The volunteer-hours module's front door: check-in and out at the door (offline on a phone), the office's
// corrections, and the hours ledger with each household's term-end charge or waiver.
export { VolunteerCheck } from './volunteer-check.entity';
export { VolunteerHourCorrection } from './volunteer-hour-correction.entity';
export { VolunteerHoursResolver } from './volunteer-hours.resolver';
export { volunteerHoursRoutes } from './volunteer-hours.rest';
export { VolunteerHoursService, type ShortHouseholds } from './volunteer-hours.service';
export { VolunteerSettlement } from './volunteer-settlement.entity';

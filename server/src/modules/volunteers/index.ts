// The volunteers module's front door: duty roles, each term's volunteer policy and exemptions, background checks on
// file, the slots of the co-op days, and the households' signups for them.
export { BackgroundCheck } from './background-check.entity';
export { VolunteerExemption } from './volunteer-exemption.entity';
export { VolunteerRole } from './volunteer-role.entity';
export { VolunteerSignup } from './volunteer-signup.entity';
export { VolunteerSlot } from './volunteer-slot.entity';
export { VolunteerTermRow } from './volunteer-term.entity';
export { householdQuotas, volunteerTerm } from './household-quotas';
export { VolunteerDutiesResolver } from './duties.resolver';
export { volunteerDutiesRoutes } from './duties.rest';
export { VolunteerDutiesService, type ScheduleChangesSource } from './duties.service';

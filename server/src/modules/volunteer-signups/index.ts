// The volunteer-signups module's front door: families' sign-up for duty slots with fair share, swaps, the office's
// fill and automatic fill, and the reminders the day before.
export { SignupRemoval } from './signup-removal.entity';
export { defaultSignupSchedulerSettings, SignupScheduler, type SignupSchedulerSettings } from './signup-scheduler';
export { SignupStep } from './signup-step.entity';
export { VolunteerSignupsResolver } from './volunteer-signups.resolver';
export { volunteerSignupRoutes } from './volunteer-signups.rest';
export { VolunteerSignupsService } from './volunteer-signups.service';

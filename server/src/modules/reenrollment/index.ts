// The re-enrollment module's front door: a family enrolling its children for a new term from My family.
export { ReenrollmentResolver } from './reenrollment.resolver';
export { ReenrollmentService } from './reenrollment.service';

// The households module's front door: what the rest of the server may use of it.
// A family's contact details, guardians, students with their details, invitations and history; the enrollment
// office places each enrollment form's student in a household through the service.
export { HouseholdFormAddress } from './household-address.entity';
export { HouseholdEvent } from './household-event.entity';
export { HouseholdGuardian } from './household-guardian.entity';
export { householdNames } from './household-names';
export { recordHistory } from './household-history';
export { type FormStudent } from './household-intake';
export { HouseholdInvitation } from './household-invitation.entity';
export { HouseholdStudent, type EmergencyContact } from './household-student.entity';
export { Household } from './household.entity';
export { EmergencyContactObject, HouseholdStudentObject } from './households.objects';
export { HouseholdsResolver } from './households.resolver';
export { householdRoutes } from './households.rest';
export { HouseholdsService } from './households.service';
export { type HouseholdView, type StudentView } from './households.types';
export { householdsMissingDetails, missingStudentDetails } from './student-details';

import { teacherApplicationFields } from '@coop/contract';
import { formEndpoints } from '../../../config/form-endpoints';
import { homeSections } from '../../../config/paths';
import { PublicFormSection } from './public-form-section';

/** Join Our Teaching Team (anchor `teacher-solicitation`). */
export function TeacherApplicationSection() {
  return (
    <PublicFormSection
      id={homeSections.teacherSolicitation}
      heading="Join Our Teaching Team"
      intro="Do you love teaching a subject and want to share it with homeschooled students? We are always glad to hear from teachers, tutors and experts in their field. Tell us about yourself and we will be in touch."
      endpoint={formEndpoints.teacherApplication}
      fields={teacherApplicationFields}
      submitLabel="Send Application"
      tinted
    />
  );
}

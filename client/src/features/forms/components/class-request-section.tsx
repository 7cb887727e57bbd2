import { classRequestFields } from '@coop/contract';
import { formEndpoints } from '../../../config/form-endpoints';
import { homeSections } from '../../../config/paths';
import { PublicFormSection } from './public-form-section';

/** Suggest a New Class (anchor `class-request`). */
export function ClassRequestSection() {
  return (
    <PublicFormSection
      id={homeSections.classRequest}
      heading="Suggest a New Class"
      intro="Is there a class you wish we offered? Tell us the subject and the grades it would suit. Suggestions from families shape the classes we add each year."
      endpoint={formEndpoints.classRequest}
      fields={classRequestFields}
      submitLabel="Send Suggestion"
    />
  );
}

import { ScheduleSection } from '../features/calendar/components/schedule-section';
import { classList } from '../features/classes/class-list';
import { ClassesSection } from '../features/classes/components/classes-section';
import { ClassRequestSection } from '../features/forms/components/class-request-section';
import { TeacherApplicationSection } from '../features/forms/components/teacher-application-section';
import { ContactSection } from '../features/home/components/contact-section';

/** The home page below About: loaded (and hydrated) when the visitor scrolls near it; see routes/home.tsx. */
export function HomeLowerSections() {
  return (
    <>
      <ClassesSection />
      <ScheduleSection choices={classList} />
      <ClassRequestSection />
      <TeacherApplicationSection />
      <ContactSection />
    </>
  );
}

import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { scheduleEditorLoading } from '../features/schedule-editor/schedule-editor-loading';
import { siteContentLoading } from '../features/site-content/site-content-loading';

// Each tab's code is fetched when the tab is; Site content brings its editors and the markdown preview's parser.
const SiteContent = lazy(async () => ({
  default: (await import('../features/site-content/components/site-content')).SiteContent,
}));
const ScheduleEditor = lazy(async () => ({
  default: (await import('../features/schedule-editor/components/schedule-editor')).ScheduleEditor,
}));

/** The website: what the public reads, its content and the class schedule, edited by staff. */
export function SiteAreaRoute() {
  return (
    <MemberAreaPage
      area="site"
      description="The website: its news, notice, pages and details, and the class schedule."
      panels={{
        content: { loading: siteContentLoading, render: (staff) => <SiteContent viewer={staff} /> },
        schedule: { loading: scheduleEditorLoading, render: (staff) => <ScheduleEditor viewer={staff} /> },
      }}
    />
  );
}

import { Breadcrumb } from '../components/breadcrumb';
import { LoadError } from '../components/load-error';
import { LoadingStatus } from '../components/loading-status';
import { paths } from '../config/paths';
import { useTeacherBios } from '../features/teachers/api/use-teacher-bios';
import { TeacherCard } from '../features/teachers/components/teacher-card';
import { PageMeta } from '../lib/page-meta';

export const TEACHERS_ERROR = 'Failed to load teacher bios';

export function TeachersRoute() {
  const bios = useTeacherBios();
  return (
    <div className="page">
      <PageMeta
        title="Our Teachers"
        description="Meet the teachers of our homeschool co-op in Northwest Arkansas: their backgrounds, the classes they teach and why they love teaching."
        path={paths.teachers.getHref()}
        keywords={['homeschool teachers', 'co-op teachers']}
      />
      <Breadcrumb steps={[{ label: 'Home', href: paths.home.getHref() }, { label: 'Teachers' }]} />
      <h1>Our Teachers</h1>
      {bios.status === 'loading' && <LoadingStatus>Loading teacher bios...</LoadingStatus>}
      {bios.status === 'error' && <LoadError message={TEACHERS_ERROR} error={bios.error} />}
      {bios.status === 'loaded' && (
        <ul className="teacher-grid">
          {bios.value.map((bio) => (
            <TeacherCard key={bio.file} bio={bio} />
          ))}
        </ul>
      )}
    </div>
  );
}

import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { classesLoading } from '../features/enrollment-office/enrollment-office-loading';

const MyClasses = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/my-classes')).MyClasses,
}));

/** A teacher's own classes and their rosters, read only. */
export function ClassesAreaRoute() {
  return (
    <MemberAreaPage
      area="classes"
      description="A teacher's classes and their rosters."
      panels={{ loading: classesLoading, render: () => <MyClasses /> }}
    />
  );
}

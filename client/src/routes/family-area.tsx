import { lazy } from 'react';
import { MemberAreaPage } from '../app/member-area-page';
import { familyLoading } from '../features/enrollment-office/enrollment-office-loading';

const MyFamily = lazy(async () => ({
  default: (await import('../features/enrollment-office/components/my-family')).MyFamily,
}));
const FamilyMaterials = lazy(async () => ({
  default: (await import('../features/class-materials/components/family-materials')).FamilyMaterials,
}));
const FamilyAgreements = lazy(async () => ({
  default: (await import('../features/agreements/components/family-agreements')).FamilyAgreements,
}));

/** A parent's students and their places in classes. */
export function FamilyAreaRoute() {
  return (
    <MemberAreaPage
      area="family"
      description="A family's students and their places in classes."
      panels={{
        loading: familyLoading,
        render: (viewer) => (
          <>
            <MyFamily />
            <FamilyMaterials />
            <FamilyAgreements accountName={viewer.name} />
          </>
        ),
      }}
    />
  );
}

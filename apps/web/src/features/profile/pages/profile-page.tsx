import { PageHeader } from '../../../components/page-header';
import { AreaSpinner } from '../../../components/spinners';
import { useCurrentUser } from '../../../lib/current-user';
import { StoreDetailsSection } from '../../stores';
import { useProfile } from '../api/use-profile';
import { useUpdateProfile } from '../api/use-update-profile';
import { ProfileForm } from '../components/profile-form';

export default function ProfilePage() {
  const { user } = useCurrentUser();
  const profileQuery = useProfile();
  const updateProfile = useUpdateProfile();
  // Only sellers have stores: workers must not load them, and the operator's people run the service.
  const showsStores = user?.userType === 'user';
  return (
    <>
      <PageHeader title="Profile & Company Contact" />
      {profileQuery.data ? (
        <ProfileForm
          profile={profileQuery.data}
          pending={updateProfile.isPending}
          onSubmit={(body) => updateProfile.mutate(body)}
        />
      ) : profileQuery.isPending ? (
        <AreaSpinner />
      ) : null}
      {showsStores && <StoreDetailsSection />}
    </>
  );
}

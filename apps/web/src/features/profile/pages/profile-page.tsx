import { PageHeader } from '../../../components/page-header';
import { AreaSpinner } from '../../../components/spinners';
import { useProfile } from '../api/use-profile';
import { useUpdateProfile } from '../api/use-update-profile';
import { ProfileForm } from '../components/profile-form';

export default function ProfilePage() {
  const profileQuery = useProfile();
  const updateProfile = useUpdateProfile();
  return (
    <>
      <PageHeader title="Profile & Company Contact" />
      {profileQuery.data ? (
        <ProfileForm profile={profileQuery.data} pending={updateProfile.isPending} onSubmit={(body) => updateProfile.mutate(body)} />
      ) : profileQuery.isPending ? (
        <AreaSpinner />
      ) : null}
    </>
  );
}

import { messages } from '@stowline/domain';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { SetPasswordPage } from './reset-password-page';

/** An invited worker chooses a password from the invitation mail, then signs in. */
export default function AcceptInvitationPage() {
  const acceptInvitation = useAcceptInvitation();
  return (
    <SetPasswordPage
      title="Choose Your Password"
      tokenParam="token"
      missingTokenMessage={messages.invalidToken}
      submit={acceptInvitation}
      doneTo="/auth/signin"
    />
  );
}

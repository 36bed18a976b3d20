/**
 * Every user-facing message of the account side, quoted exactly as the spec writes them
 * (spelling included): the server answers with them and the web app shows them.
 */
export const messages = {
  signInRequired: 'please enter email and password',
  invalidEmailSignUp: 'Invalid Email!',
  invalidEmail: 'Invalid Email',
  nameRequired: 'Name is required',
  passwordHint: 'Password must contain capital, small letter, number and symbols',
  /** Not in the spec: Amazon's data protection policy asks for 12 characters. */
  passwordLength: 'Password must be at least 12 characters',
  // Ours: the spec has no rule against common passwords.
  // Ours: Add User sends an invitation.
  workerInvited: 'Invitation sent. The user chooses a password from the e-mail, then signs in.',
  invitationAccepted: 'Your password is set. Sign in to start.',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  passwordMatch: 'Password Match',
  passwordMismatch: "Password doesn't Match",
  resetNotAllowed: 'You are not allowed to reset password',
  emailAlreadyExist: 'Email already exist',
  fieldsRequired: 'Fields are required',
  // Ours: NUL characters and broken characters cannot be saved.
  unstorableText: (field: string) =>
    `${field} contains a character that cannot be saved (a NUL or a broken character). Remove it and try again.`,

  sentEmailVerification: 'Sent Email Verification!',
  emailVerified: 'Email Verified Successfully!',
  resendEmail: 'Resend Email Successfully!',
  verificationEmailSent: 'Verification Email sent!',
  passwordChanged: 'Password changed successfully!',
  updatedStatus: 'Updated Status Successfuly',
  deletedWorker: 'Deleted Worker Successfuly',
  profileUpdated: 'Updated Successfully!',
  workerAdded: 'User Added Successfully!',
  signedOut: 'Signed out',

  notAuthorizedAction: 'Not authorized to perform this action',
  waitingDataSync: 'Waiting to data sync completely',
  // The fallbacks when a failed call says nothing (spec 2 section 8, spec 3 section 8): an answer
  // without a message ('Rejected!' for a refusal, 4xx; 'Request Failed!' otherwise), and a failure
  // that is not a call's answer at all ('Request Rejected').
  requestFailed: 'Request Failed!',
  rejected: 'Rejected!',
  requestRejected: 'Request Rejected',
  networkError: 'Network Error',
  pageNotFound: 'Page not found.',

  // Server-side messages the spec leaves open.
  invalidCredentials: 'Invalid email or password',
  unauthorized: 'Unauthorized',
  forbidden: 'Not authorized to perform this action',
  accountRejected: 'Your account has been rejected',
  tooManyAttempts: 'Too many attempts, please try again later',
  invalidToken: 'This link is invalid or has expired',
  notFound: 'Not found',
  amountMustBePositive: 'Subscription amount must be greater than 0',

  // Profile: change password and e-mail (ours; the spec's Profile has no such forms).
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  passwordUnchanged: 'Choose a new password that is different from your current one',
  emailUnchanged: 'This is already your e-mail address',
  emailChangeSent: (email: string) => `We sent a link to ${email}. Your e-mail address changes when you open it.`,
  emailChanged: 'Your e-mail address was changed. Sign in with the new one from now on.',
  // Admin Users: an account whose owner never proved the address is not approved.
  approveUnverified: 'This seller has not verified their e-mail address yet, so the account cannot be approved.',
} as const;

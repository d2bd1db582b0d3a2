/**
 * The part of aws-amplify the app uses, imported dynamically by `loadAuth` (`amplify-identity.ts`)
 * as one chunk. Named re-exports, not `import('aws-amplify/auth')`: a dynamic import of the
 * package itself keeps every export of it (about 8 KB gzip more on the first signed-in load).
 */
export { Amplify } from 'aws-amplify';
export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from 'aws-amplify/auth';

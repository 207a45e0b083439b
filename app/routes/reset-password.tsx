import {
  PasswordResetPage,
  passwordResetMeta,
} from "~/features/account/components/password-reset-screen";

// /auth/reinitialiser-mot-de-passe and /reinitialiser-mot-de-passe: without a token, the request
// for a link; with the mailed ?token=…, the new password.
export { action, headers, loader } from "~/edge/password-reset-route.server";

export const meta = passwordResetMeta;

export default PasswordResetPage;

/*
 * What a suspended account is told when it tries to sign in (decision 0039), by the sign-in form
 * and by the /auth landing a social sign-in ends on: Better Auth's session hook refuses it with
 * this code, and the social callback passes code and message on as `error`.
 */

/** Better Auth's error code for a sign-in refused to a suspended account. */
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

export const ACCOUNT_SUSPENDED_TITLE = "Compte suspendu";

export const ACCOUNT_SUSPENDED_MESSAGE =
  "Votre compte a été suspendu par l'équipe de modération. Consultez l'e-mail qui vous en donne le motif, ou contactez-nous via la page Contact.";

import { failure, type TResult } from "~/kernel/failures";
import { configuredSocialProviders, getAuth } from "~/server/auth.server";
import { socialUnavailableToast, type TSocialProvider } from "./social-providers";

/**
 * Starts a sign-in with Google or Facebook: the provider's address to send the visitor to, and
 * the state cookie Better Auth checks when the provider sends them back to /auth.
 * not_found: this server has no keys for the provider, so it does not offer it.
 */
export async function startSocialSignIn(
  provider: TSocialProvider,
  requestHeaders: Headers,
): Promise<TResult<{ url: string; headers: Headers }>> {
  if (!configuredSocialProviders()[provider]) {
    return failure("not_found", socialUnavailableToast(provider).description, {
      reason: "SOCIAL_PROVIDER_NOT_CONFIGURED",
    });
  }
  const auth = await getAuth();
  const { headers, response } = await auth.api.signInSocial({
    body: { provider, callbackURL: "/auth", errorCallbackURL: "/auth" },
    headers: requestHeaders,
    returnHeaders: true,
  });
  if (!response.url) throw new Error(`signInSocial(${provider}) sans adresse de redirection`);
  return { ok: true, url: response.url, headers };
}

/** The social sign-ins Darna offers and what the screens say about them (isomorphic). */

export type TSocialProvider = "google" | "facebook";

export type TSocialAvailability = Record<TSocialProvider, boolean>;

export const SOCIAL_PROVIDERS: readonly { id: TSocialProvider; label: string }[] = [
  { id: "google", label: "Google" },
  { id: "facebook", label: "Facebook" },
];

/** The `intent` a social button posts, e.g. 'social-google'. */
export const socialIntent = (provider: TSocialProvider) => `social-${provider}` as const;

export function socialProviderOfIntent(intent: string): TSocialProvider | null {
  if (intent === "social-google") return "google";
  if (intent === "social-facebook") return "facebook";
  return null;
}

/** Said when the provider's keys are not configured on this server. */
export function socialUnavailableToast(provider: TSocialProvider) {
  const label = SOCIAL_PROVIDERS.find((entry) => entry.id === provider)?.label ?? provider;
  return {
    title: `Connexion avec ${label} indisponible`,
    description: "Ce mode de connexion n'est pas encore configuré.",
  };
}

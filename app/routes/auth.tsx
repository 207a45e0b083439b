import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { signInRouteAction } from "~/edge/auth-forms.server";
import { redirectIfSignedIn, returnPathOf } from "~/edge/guards.server";
import { authLandingToast, withoutAuthLandingParams } from "~/features/account/auth-landing";
import { SignInScreen } from "~/features/account/components/sign-in-form";
import { configuredSocialProviders } from "~/server/auth.server";
import type { Route } from "./+types/auth";

export function meta(): Route.MetaDescriptors {
  return [{ title: "Connexion | Darna" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in visitor (back from Google or Facebook) goes on, unless the address carries a
  // landing toast: the page shows it first, then /auth/login sends them on.
  if (!authLandingToast(new URL(request.url).searchParams)) {
    await redirectIfSignedIn(request, returnPathOf(request));
  }
  return { social: configuredSocialProviders() };
}

export function action(args: Route.ActionArgs) {
  return signInRouteAction(args);
}

/**
 * The landing of the confirmation link and of the social callbacks: its query parameters
 * (error, error_description, type=signup, email_confirmed, confirmation) give one toast, then
 * the visitor is taken to /auth/login with them removed, so that a reload or a back step does
 * not raise the toast again.
 */
function useAuthLanding() {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    // Once per visit of the address (React may run an effect twice in development).
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const params = new URLSearchParams(location.search);
    const landing = authLandingToast(params);
    if (!landing) return;
    toast[landing.kind](landing.title, {
      description: landing.description,
      duration: landing.duration,
    });
    const rest = withoutAuthLandingParams(params).toString();
    navigate(`/auth/login${rest ? `?${rest}` : ""}`, { replace: true });
  }, [location.key, location.search, navigate]);
}

export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  useAuthLanding();
  return <SignInScreen social={loaderData.social} actionData={actionData} />;
}

import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";
import { authLandingToast, withoutAuthLandingParams } from "../auth-landing";

/**
 * Session toasts of specification 000 §4: 'Connexion réussie' when the signed-in user changes
 * after the first load, 'Déconnexion réussie' when they leave; and the auth landing parameters
 * on any page other than /auth (which handles them itself and then goes to /auth/login).
 */
export function SessionFeedback({ userId }: { userId: string | null }) {
  const previousUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (previousUserId.current === undefined) {
      previousUserId.current = userId;
      return;
    }
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    if (userId) void toast.success("Connexion réussie");
    else void toast.success("Déconnexion réussie");
  }, [userId]);

  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (location.pathname === "/auth" || handledKey.current === location.key) return;
    handledKey.current = location.key;
    const params = new URLSearchParams(location.search);
    const landing = authLandingToast(params);
    if (!landing) return;
    void toast[landing.kind](landing.title, {
      description: landing.description,
      duration: landing.duration,
    });
    const rest = withoutAuthLandingParams(params).toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : "" }, { replace: true });
  }, [location.key, location.pathname, location.search, navigate]);

  return null;
}

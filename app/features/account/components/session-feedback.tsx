import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast";

/**
 * Session toasts: 'Connexion réussie' when the signed-in user changes
 * after the first load, 'Déconnexion réussie' when they leave; and the auth landing parameters
 * on any page other than /auth (which handles them itself and then goes to /auth/login).
 * The code that reads those parameters loads only for a URL with a query string.
 * `userId` is undefined while the page does not know its person yet (a page served as the
 * visitor's, decision 0040): learning who it is then is no sign-in.
 */
export function SessionFeedback({ userId }: { userId: string | null | undefined }) {
  const previousUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
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
  const currentKey = useRef(location.key);
  useEffect(() => {
    currentKey.current = location.key;
  }, [location.key]);
  useEffect(() => {
    if (location.pathname === "/auth" || handledKey.current === location.key) return;
    handledKey.current = location.key;
    if (!location.search) return;
    const { key, pathname, search } = location;
    void import("../auth-landing").then((authLanding) => {
      const params = new URLSearchParams(search);
      const landing = authLanding.authLandingToast(params);
      if (!landing) return;
      void toast[landing.kind](landing.title, {
        description: landing.description,
        duration: landing.duration,
      });
      // Unless the visitor has moved on meanwhile, the parameters leave the address bar.
      if (currentKey.current !== key) return;
      const rest = authLanding.withoutAuthLandingParams(params).toString();
      navigate({ pathname, search: rest ? `?${rest}` : "" }, { replace: true });
    });
  }, [location, navigate]);

  return null;
}

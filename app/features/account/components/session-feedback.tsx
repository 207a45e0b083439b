import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { writeDeviceCookie } from "~/components/layout/device-cookie";
import { viewerUnshown } from "~/components/layout/personal-parts";
import { toast } from "~/components/ui/toast";
import { SCRIPT_COOKIE } from "~/lib/theme-cookie";

/**
 * Session toasts: 'Connexion réussie' when the signed-in user changes
 * after the first load, 'Déconnexion réussie' when they leave; and the auth landing parameters
 * on any page other than /auth (which handles them itself and then goes to /auth/login).
 * The code that reads those parameters loads only for a URL with a query string.
 * A page served as the visitor's does not know its person until it has read them (decision
 * 0040): learning who it is then is no sign-in.
 */
export function SessionFeedback({ userId }: { userId: string | null }) {
  // This browser runs the pages' script: once signed in, its public pages may come as the
  // visitor's, the person's parts read after (decision 0040). Set here, after hydration, off the
  // home page's first load.
  useEffect(() => writeDeviceCookie(SCRIPT_COOKIE, "1"), []);

  const { t } = useLingui();
  const previousUserId = useRef<string | null | undefined>(undefined);
  // Until the person's parts are on screen (read, then drawn by the root), `userId` is the
  // visitor's: the first one that counts is the one shown with them. No dependency list: the
  // parts may come with the same `userId` (a stale session reads as a visitor), and it must
  // count then too.
  useEffect(() => {
    if (viewerUnshown()) return;
    if (previousUserId.current === undefined) {
      previousUserId.current = userId;
      return;
    }
    if (previousUserId.current === userId) return;
    previousUserId.current = userId;
    if (userId) void toast.success(t`Connexion réussie`);
    else void toast.success(t`Déconnexion réussie`);
  });

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

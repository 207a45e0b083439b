import { useLingui } from "@lingui/react/macro";
import { Toaster as SonnerToaster } from "sonner";
import { directionOf } from "~/lib/i18n/locale";
import { usePageLocale } from "~/lib/i18n/use-locale-path";

export type TToasterProps = { theme: "light" | "dark" | "system" };

/**
 * The one toast outlet of the app (specification: top-right, close button, 5000 ms, 3 visible;
 * top-left on an Arabic page).
 * Default export so the layout can load it lazily after hydration; pages only call `toast` from
 * "sonner", and toasts raised before this mounts are shown once it does.
 */
export default function Toaster({ theme }: TToasterProps) {
  const { t } = useLingui();
  // Mirrored on a right-to-left page (Arabic): top-left, read right to left.
  const dir = directionOf(usePageLocale());
  return (
    <SonnerToaster
      position={dir === "rtl" ? "top-left" : "top-right"}
      closeButton
      richColors
      duration={5000}
      visibleToasts={3}
      theme={theme}
      dir={dir}
      // Below the 65 px sticky header, close button included (it stands 8 px out of the toast's
      // corner), so a toast never hides the navigation or the menus.
      offset={{ top: 84 }}
      mobileOffset={{ top: 80 }}
      customAriaLabel={t`Alertes`}
      toastOptions={{ closeButtonAriaLabel: t`Fermer` }}
    />
  );
}

import { useLingui } from "@lingui/react";
import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/** Catalogue ids, the French itself: shown with `i18n._()`. */
export const SHARE_TEXTS = {
  button: /*i18n*/ "Partager",
  copied: /*i18n*/ "Lien copié",
  copiedDescription: /*i18n*/ "Collez-le dans un message pour partager cette annonce.",
  copyFailed: /*i18n*/ "Impossible de copier le lien",
  copyFailedDescription: /*i18n*/ "Copiez l'adresse de la page depuis la barre du navigateur.",
} as const;

/**
 * 'Partager' on every listing page (issue 15): the device's own share sheet where the browser has
 * one (phones), otherwise the link is copied and a toast says so. The link is the page's
 * canonical address, whose preview shows the listing's photo (og:image, decision 0025).
 */
export function ShareListing({ url, title }: { url: string; title: string }) {
  const { i18n } = useLingui();
  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the visitor's choice, not a failure.
        if ((error as DOMException).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      void toast.success(i18n._(SHARE_TEXTS.copied), {
        description: i18n._(SHARE_TEXTS.copiedDescription),
      });
    } catch {
      void toast.error(i18n._(SHARE_TEXTS.copyFailed), {
        description: i18n._(SHARE_TEXTS.copyFailedDescription),
      });
    }
  }
  return (
    <Button variant="outline" size="md" className="w-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {i18n._(SHARE_TEXTS.button)}
    </Button>
  );
}

import { Share2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

export const SHARE_TEXTS = {
  button: "Partager",
  copied: "Lien copié",
  copiedDescription: "Collez-le dans un message pour partager cette annonce.",
  copyFailed: "Impossible de copier le lien",
  copyFailedDescription: "Copiez l'adresse de la page depuis la barre du navigateur.",
} as const;

/**
 * 'Partager' on every listing page (issue 15): the device's own share sheet where the browser has
 * one (phones), otherwise the link is copied and a toast says so. The link is the page's
 * canonical address, whose preview shows the listing's photo (og:image, decision 0025).
 */
export function ShareListing({ url, title }: { url: string; title: string }) {
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
      void toast.success(SHARE_TEXTS.copied, { description: SHARE_TEXTS.copiedDescription });
    } catch {
      void toast.error(SHARE_TEXTS.copyFailed, { description: SHARE_TEXTS.copyFailedDescription });
    }
  }
  return (
    <Button variant="outline" size="md" className="w-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      {SHARE_TEXTS.button}
    </Button>
  );
}

import { useEffect, useState } from "react";
import InstallPromptCard from "./install-prompt-card";

/** Chromium's install offer (not in the DOM typings: it is not a standard event). */
export type TBeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform: string }>;
};

/** Where BOOT_SCRIPT (theme.tsx) parks every offer (it keeps listening for the page's life). */
export type TWindowWithOffer = Window & { __darnaInstallEvent?: TBeforeInstallPromptEvent };

/** The card appears 2 s after the browser offers installation. */
export const INSTALL_PROMPT_DELAY_MS = 2000;

/**
 * Keeps the browser's install offer (instead of its own mini-infobar) and, 2 seconds later, shows
 * Darna's card. Either choice clears the offer: the browser allows one prompt per offer.
 */
export default function InstallOffer() {
  const [offer, setOffer] = useState<TBeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const host = window as TWindowWithOffer;
    const keep = (event: TBeforeInstallPromptEvent) => {
      event.preventDefault();
      host.__darnaInstallEvent = undefined;
      setOffer(event);
    };
    if (host.__darnaInstallEvent) keep(host.__darnaInstallEvent);
    const onOffer = (event: Event) => keep(event as TBeforeInstallPromptEvent);
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  useEffect(() => {
    setVisible(false);
    if (!offer) return;
    // Counted from the offer itself, not from when this code had loaded.
    const waited = performance.now() - offer.timeStamp;
    const timer = window.setTimeout(
      () => setVisible(true),
      Math.max(0, INSTALL_PROMPT_DELAY_MS - waited),
    );
    return () => window.clearTimeout(timer);
  }, [offer]);

  if (!offer || !visible) return null;

  const install = async () => {
    setOffer(null);
    try {
      await offer.prompt();
      await offer.userChoice;
    } catch {
      // The browser refused (offer already used or withdrawn): nothing left to do.
    }
  };

  return <InstallPromptCard onInstall={install} onLater={() => setOffer(null)} />;
}

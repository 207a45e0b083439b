import { Trans } from "@lingui/react/macro";
import { Button } from "~/components/ui/button";
import { Download } from "~/components/ui/icons";
import { LogoMark } from "./logo";

export type TInstallPromptCardProps = { onInstall: () => void; onLater: () => void };

/** The invitation to install Darna; non-modal, so it never traps the visitor. */
export default function InstallPromptCard({ onInstall, onLater }: TInstallPromptCardProps) {
  return (
    <dialog
      open
      aria-labelledby="install-prompt-title"
      aria-describedby="install-prompt-description"
      data-install-prompt=""
      className="fixed inset-x-4 top-auto bottom-4 z-50 m-0 w-auto rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl sm:start-auto sm:end-6 sm:bottom-6 sm:w-96"
    >
      <div className="flex gap-3">
        <LogoMark className="size-12" />
        <div>
          <h2 id="install-prompt-title" className="font-semibold">
            <Trans>Installer Darna</Trans>
          </h2>
          <p id="install-prompt-description" className="mt-1 text-sm text-muted-foreground">
            <Trans>
              Ajoutez Darna à votre écran d'accueil pour retrouver les annonces en un geste, même
              avec une connexion instable.
            </Trans>
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onLater}>
          <Trans>Plus tard</Trans>
        </Button>
        <Button onClick={onInstall}>
          <Download aria-hidden="true" />
          <Trans>Installer maintenant</Trans>
        </Button>
      </div>
    </dialog>
  );
}

import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { CONTACT_INFO, NAV_ITEMS, PUBLISH_CHOICES } from "./navigation";

const LINK_CLASS =
  "rounded-sm text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring";

function FooterHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-foreground uppercase">
      {children}
    </h2>
  );
}

/**
 * The site's footer, as the server renders it; the browser keeps that HTML without hydrating it
 * (site-footer.tsx). Its links are then plain ones, a full page load each, which the page cache
 * answers.
 */
export function Footer({ className }: { className: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const localePath = useLocalePath();
  return (
    <footer className={className}>
      <div className={cn(CONTAINER_CLASS, "grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4")}>
        <section aria-label={t`À propos de Darna`}>
          <Link
            to={localePath("/")}
            className="inline-flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LogoMark />
            <span className="text-xl font-bold tracking-tight">Darna</span>
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">
            {i18n._(CONTACT_INFO.tagline)}.{" "}
            <Trans>
              Propriétés à vendre ou à louer, professionnels de l'immobilier et boutiques
              spécialisées, partout dans le pays.
            </Trans>
          </p>
          <a
            href={CONTACT_INFO.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Contacter sur WhatsApp`}
            className="mt-4 inline-flex items-center gap-2 rounded-md bg-[#25d366] px-3 py-2 text-sm font-semibold text-[#0b3d20] transition-opacity outline-none hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            WhatsApp
          </a>
        </section>

        <nav aria-labelledby="footer-liens">
          <FooterHeading id="footer-liens">
            <Trans>Liens rapides</Trans>
          </FooterHeading>
          <ul className="space-y-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={localePath(item.to)} className={LINK_CLASS}>
                  {i18n._(item.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={localePath("/immobilier")} className={LINK_CLASS}>
                <Trans>Immobilier par gouvernorat</Trans>
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-publier">
          <FooterHeading id="footer-publier">
            <Trans>Publier une annonce</Trans>
          </FooterHeading>
          <ul className="space-y-2 text-sm">
            {PUBLISH_CHOICES.map((choice) => (
              <li key={choice.to}>
                <Link to={localePath(choice.to)} className={LINK_CLASS}>
                  {i18n._(choice.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">
            <Trans>Contact</Trans>
          </FooterHeading>
          <address className="space-y-3 text-sm text-muted-foreground not-italic">
            <p>
              {i18n._(CONTACT_INFO.street)}
              <br />
              {i18n._(CONTACT_INFO.city)}, {i18n._(CONTACT_INFO.country)}
            </p>
            <p>
              <span className="font-medium text-foreground">
                <Trans>Tél.</Trans>{" "}
              </span>
              <a href={CONTACT_INFO.phoneHref} dir="ltr" className={LINK_CLASS}>
                {CONTACT_INFO.phone}
              </a>
            </p>
            <p>
              <span className="font-medium text-foreground">
                <Trans>E-mail</Trans>{" "}
              </span>
              <a href={`mailto:${CONTACT_INFO.email}`} className={LINK_CLASS}>
                {CONTACT_INFO.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-border">
        <div
          className={cn(
            CONTAINER_CLASS,
            "flex flex-col items-center gap-2 py-3 sm:flex-row sm:justify-between",
          )}
        >
          <p className="text-xs text-muted-foreground">
            <Trans>© {new Date().getFullYear()} Darna. Tous droits réservés.</Trans>
          </p>
          <LanguageSwitch />
        </div>
      </div>
    </footer>
  );
}

import { Link } from "react-router";
import { cn } from "~/components/ui/cn";
import { CONTAINER_CLASS } from "~/components/ui/container";
import { LogoMark } from "./logo";
import { CONTACT_INFO, NAV_ITEMS, PUBLISH_CHOICES } from "./navigation";

const LINK_CLASS =
  "rounded-sm text-muted-foreground transition-colors hover:text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring";

function FooterHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-3 text-sm font-semibold tracking-wide text-foreground uppercase">
      {children}
    </h2>
  );
}

export function Footer() {
  return (
    <footer className="mt-16 border-t border-border bg-muted/50">
      <div className={cn(CONTAINER_CLASS, "grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4")}>
        <section aria-label="À propos de Darna">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <LogoMark />
            <span className="text-xl font-bold tracking-tight">Darna</span>
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">
            {CONTACT_INFO.tagline}. Propriétés à vendre ou à louer, professionnels de l'immobilier
            et boutiques spécialisées, partout dans le pays.
          </p>
          <a
            href={CONTACT_INFO.whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Contacter sur WhatsApp"
            className="mt-4 inline-flex items-center gap-2 rounded-md bg-[#25d366] px-3 py-2 text-sm font-semibold text-[#0b3d20] transition-opacity outline-none hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            WhatsApp
          </a>
        </section>

        <nav aria-labelledby="footer-liens">
          <FooterHeading id="footer-liens">Liens rapides</FooterHeading>
          <ul className="space-y-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={LINK_CLASS}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/immobilier" className={LINK_CLASS}>
                Immobilier par gouvernorat
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-publier">
          <FooterHeading id="footer-publier">Publier une annonce</FooterHeading>
          <ul className="space-y-2 text-sm">
            {PUBLISH_CHOICES.map((choice) => (
              <li key={choice.to}>
                <Link to={choice.to} className={LINK_CLASS}>
                  {choice.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <FooterHeading id="footer-contact">Contact</FooterHeading>
          <address className="space-y-3 text-sm text-muted-foreground not-italic">
            <p>
              {CONTACT_INFO.street}
              <br />
              {CONTACT_INFO.city}, {CONTACT_INFO.country}
            </p>
            <p>
              <span className="font-medium text-foreground">Tél. </span>
              <a href={CONTACT_INFO.phoneHref} className={LINK_CLASS}>
                {CONTACT_INFO.phone}
              </a>
            </p>
            <p>
              <span className="font-medium text-foreground">E-mail </span>
              <a href={`mailto:${CONTACT_INFO.email}`} className={LINK_CLASS}>
                {CONTACT_INFO.email}
              </a>
            </p>
          </address>
        </section>
      </div>
      <div className="border-t border-border">
        <p
          className={cn(
            CONTAINER_CLASS,
            "py-5 text-center text-xs text-muted-foreground sm:text-left",
          )}
        >
          © {new Date().getFullYear()} Darna. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}

import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { CONTACT_INFO } from "~/components/layout/navigation";
import { MapPin, type TIcon } from "~/components/ui/icons";
import { OPENING_HOURS, SOCIAL_LINKS } from "../contact-details";
import { Clock, Mail, Phone } from "./contact-icons";

const LINK_CLASS =
  "rounded-sm font-medium text-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";

function DetailRow({
  icon: Icon,
  title,
  children,
}: {
  icon: TIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 text-sm">
        <h3 className="font-semibold">{title}</h3>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

/** The team's address, phone, e-mail, opening hours and social links. */
export function ContactDetailsCard() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="contact-coordonnees"
      className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 id="contact-coordonnees" className="mb-6 text-lg font-semibold">
        Nos coordonnées
      </h2>
      <address className="space-y-5 not-italic">
        <DetailRow icon={MapPin} title="Adresse">
          <p>
            {i18n._(CONTACT_INFO.street)}
            <br />
            {i18n._(CONTACT_INFO.city)}, {i18n._(CONTACT_INFO.country)}
          </p>
        </DetailRow>
        <DetailRow icon={Phone} title="Téléphone">
          <a href={CONTACT_INFO.phoneHref} className={LINK_CLASS}>
            {CONTACT_INFO.phone}
          </a>
        </DetailRow>
        <DetailRow icon={Mail} title="Email">
          <a href={`mailto:${CONTACT_INFO.email}`} className={`${LINK_CLASS} break-all`}>
            {CONTACT_INFO.email}
          </a>
        </DetailRow>
      </address>
      <div className="mt-5">
        <DetailRow icon={Clock} title="Horaires d'ouverture">
          <ul className="space-y-0.5">
            {OPENING_HOURS.map((line) => (
              <li key={line.days}>{`${line.days} : ${line.hours}`}</li>
            ))}
          </ul>
        </DetailRow>
      </div>
      <div className="mt-6 border-t pt-6">
        <h3 className="text-sm font-semibold">Suivez-nous</h3>
        <ul className="mt-3 flex gap-3">
          {SOCIAL_LINKS.map(({ name, href, label, icon: Icon }) => (
            <li key={name}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                title={name}
                className="flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground transition-colors outline-none hover:bg-primary hover:text-primary-foreground focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

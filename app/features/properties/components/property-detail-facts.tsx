import { useLingui } from "@lingui/react";
import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { CalendarDays, Check } from "lucide-react";
import type { ReactNode } from "react";
import { Bath, BedDouble, Ruler } from "~/components/ui/icons";
import { formatLongDate } from "~/lib/dates";
import { formatNumber } from "~/lib/format";
import type { TLocale } from "~/lib/i18n/locale";
import { FURNISHED_OPTIONS } from "../furnished";

// Which fields the publish form asks for, by property type.
const TYPES_WITH_ROOMS = new Set(["appartement", "maison", "villa", "bureau", "local_commercial"]);
const TYPES_WITH_BATHROOMS = new Set(["appartement", "maison", "villa"]);

type TProps = {
  type: string;
  surface: number;
  rooms: number;
  bathrooms: number;
  /** The construction year its owner gave; null: no tile (decision 0034). */
  year: number | null;
  description: string;
  characteristics: string[];
  furnished: string;
  availableDate: string | null;
  createdAt: Date | string;
};

export function PropertyDetailFacts(props: TProps) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locale = i18n.locale as TLocale;
  // Amenities' and furnished options' French labels are their own catalogue ids.
  const translate = (label: string) => i18n._(label);
  const surface = formatNumber(props.surface);
  const hasBathrooms = TYPES_WITH_BATHROOMS.has(props.type);
  const furnishedLabel = FURNISHED_OPTIONS.find(
    (option) => option.value === props.furnished,
  )?.label;

  return (
    <div className="space-y-8">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(7rem,1fr))]">
        <StatTile icon={<Ruler />} label={t`Surface`} value={t`${surface} m²`} />
        {TYPES_WITH_ROOMS.has(props.type) ? (
          <StatTile
            icon={<BedDouble />}
            // Bedrooms when the type has bathrooms, rooms otherwise (offices, shops).
            label={hasBathrooms ? t`Chambres` : t`Pièces`}
            value={String(props.rooms)}
          />
        ) : null}
        {hasBathrooms ? (
          <StatTile icon={<Bath />} label={t`Salles de bain`} value={String(props.bathrooms)} />
        ) : null}
        {props.year !== null ? (
          <StatTile icon={<CalendarDays />} label={t`Année`} value={String(props.year)} />
        ) : null}
      </ul>

      <section aria-labelledby="property-description">
        <h2 id="property-description" className="mb-3 font-semibold text-xl">
          <Trans>Description</Trans>
        </h2>
        <p dir="auto" className="whitespace-pre-line text-foreground/90 leading-relaxed">
          {props.description}
        </p>
      </section>

      {/* Only what the owner said (decision 0034): nothing ticked, no section. */}
      {props.characteristics.length > 0 ? (
        <section aria-labelledby="property-characteristics">
          <h2 id="property-characteristics" className="mb-3 font-semibold text-xl">
            <Trans>Caractéristiques</Trans>
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {props.characteristics.map((characteristic) => (
              <li key={characteristic} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {translate(characteristic)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="property-details">
        <h2 id="property-details" className="mb-3 font-semibold text-xl">
          <Trans>Détails supplémentaires</Trans>
        </h2>
        <dl className="divide-y divide-border rounded-xl border border-border bg-card">
          {hasBathrooms && furnishedLabel ? (
            <Detail term={t`Meublé`} value={translate(furnishedLabel)} />
          ) : null}
          <Detail
            term={t`Disponible à partir du`}
            value={
              props.availableDate ? formatLongDate(props.availableDate, locale) : t`Immédiatement`
            }
          />
          <Detail term={t`Publiée le`} value={formatLongDate(props.createdAt, locale)} />
        </dl>
      </section>
    </div>
  );
}

function StatTile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <li className="flex flex-col items-center gap-1 rounded-xl border border-border bg-card p-4 text-center">
      <span aria-hidden="true" className="text-primary [&>svg]:size-6">
        {icon}
      </span>
      <span className="font-semibold text-lg">{value}</span>
      <span className="text-muted-foreground text-sm">{label}</span>
    </li>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

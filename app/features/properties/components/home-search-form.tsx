import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Search } from "~/components/ui/icons";
import { SelectField } from "~/components/ui/select-field";
import { PlaceField } from "~/features/places/components/place-field";
import { ANNOUNCEMENT_TYPES, PROPERTY_TYPES, priceBandsFor } from "~/lib/constants";
import { useLocalePath } from "~/lib/i18n/use-locale-path";
import { toPropertyListSearch } from "../list-query";

/**
 * Home search: a plain GET form to /proprietes, so it works before the
 * JavaScript arrives; once hydrated it navigates without a reload and leaves out empty fields.
 */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const localePath = useLocalePath();
  const [announcementType, setAnnouncementType] = useState("");
  const [category, setCategory] = useState("");
  const [location, setLocation] = useState("");
  const [price, setPrice] = useState("");

  return (
    <form
      method="get"
      action={localePath("/proprietes")}
      aria-label={t`Rechercher un bien immobilier`}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(
          localePath(
            `/proprietes${toPropertyListSearch({ announcementType, category, location, price })}`,
          ),
        );
      }}
      className="grid grid-cols-1 gap-4 rounded-2xl bg-card p-4 text-card-foreground shadow-xl sm:grid-cols-2 sm:p-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <SelectField
        label={t`Type d'annonce`}
        name="announcementType"
        value={announcementType}
        onChange={(value) => {
          setAnnouncementType(value);
          // Sale and rental bands differ: a price chosen for one means nothing for the other.
          setPrice("");
        }}
        options={ANNOUNCEMENT_TYPES}
        emptyLabel={t`Tous`}
      />
      <SelectField
        label={t`Catégorie`}
        name="category"
        value={category}
        onChange={setCategory}
        options={PROPERTY_TYPES}
        emptyLabel={t`Toutes les catégories`}
      />
      <PlaceField
        label={t`Emplacement`}
        places={[]}
        onChange={(values) => setLocation(values.join(","))}
      />
      <SelectField
        label={t`Prix`}
        name="price"
        value={price}
        onChange={setPrice}
        options={priceBandsFor(announcementType)}
        emptyLabel={t`Tous les prix`}
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:col-span-2 lg:col-span-1"
      >
        <Search aria-hidden="true" className="size-4" />
        <Trans>Rechercher</Trans>
      </button>
    </form>
  );
}

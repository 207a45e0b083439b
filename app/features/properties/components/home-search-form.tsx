import { useState } from "react";
import { useNavigate } from "react-router";
import { Search } from "~/components/ui/icons";
import { SelectField } from "~/components/ui/select-field";
import { PlaceField } from "~/features/places/components/place-field";
import { ANNOUNCEMENT_TYPES, PROPERTY_TYPES, priceBandsFor } from "~/lib/constants";
import { toPropertyListSearch } from "../list-query";

/**
 * Home search: a plain GET form to /proprietes, so it works before the
 * JavaScript arrives; once hydrated it navigates without a reload and leaves out empty fields.
 */
export function HomeSearchForm() {
  const navigate = useNavigate();
  const [announcementType, setAnnouncementType] = useState("");
  const [category, setCategory] = useState("");
  const [location, setLocation] = useState("");
  const [price, setPrice] = useState("");

  return (
    <form
      method="get"
      action="/proprietes"
      aria-label="Rechercher un bien immobilier"
      onSubmit={(event) => {
        event.preventDefault();
        navigate(
          `/proprietes${toPropertyListSearch({ announcementType, category, location, price })}`,
        );
      }}
      className="grid grid-cols-1 gap-4 rounded-2xl bg-card p-4 text-card-foreground shadow-xl sm:grid-cols-2 sm:p-6 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <SelectField
        label="Type d'annonce"
        name="announcementType"
        value={announcementType}
        onChange={(value) => {
          setAnnouncementType(value);
          // Sale and rental bands differ: a price chosen for one means nothing for the other.
          setPrice("");
        }}
        options={ANNOUNCEMENT_TYPES}
        emptyLabel="Tous"
      />
      <SelectField
        label="Catégorie"
        name="category"
        value={category}
        onChange={setCategory}
        options={PROPERTY_TYPES}
        emptyLabel="Toutes les catégories"
      />
      <PlaceField
        label="Emplacement"
        places={[]}
        onChange={(values) => setLocation(values.join(","))}
      />
      <SelectField
        label="Prix"
        name="price"
        value={price}
        onChange={setPrice}
        options={priceBandsFor(announcementType)}
        emptyLabel="Tous les prix"
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:col-span-2 lg:col-span-1"
      >
        <Search aria-hidden="true" className="size-4" />
        Rechercher
      </button>
    </form>
  );
}

import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { TUNISIA_DELEGATIONS, TUNISIA_GOVERNORATES } from "~/features/places/tunisia-places";
import { governorateKey } from "~/lib/constants";
import type { TLocale } from "~/lib/i18n/locale";
import {
  DELEGATION_FIELD,
  DELEGATION_OUTSIDE_MESSAGE,
  type TDelegationGroup,
} from "./delegation-field";

/*
 * The delegations the forms offer and the server accepts, read from the places data file, which
 * stays on the server (the home page's budget): the forms get them through their loaders.
 */

const byFrenchName = (a: { label: string }, b: { label: string }) =>
  a.label.localeCompare(b.label, "fr", { sensitivity: "base" });

export const DELEGATION_GROUPS: readonly TDelegationGroup[] = TUNISIA_GOVERNORATES.map(
  (governorate) => ({
    governorate: governorate.slug,
    label: governorate.nameFr,
    options: TUNISIA_DELEGATIONS.filter((d) => d.governorateSlug === governorate.slug)
      .map((d) => ({ value: d.slug, label: d.nameFr }))
      .sort(byFrenchName),
  }),
);

const DELEGATIONS_BY_SLUG = new Map(TUNISIA_DELEGATIONS.map((d) => [d.slug, d]));

/** The French name of a delegation slug; null for none or an unknown one. */
export function delegationName(slug: string | null | undefined): string | null {
  return (slug && DELEGATIONS_BY_SLUG.get(slug)?.nameFr) || null;
}

const ARABIC_BY_FRENCH_NAME = new Map(TUNISIA_DELEGATIONS.map((d) => [d.nameFr, d.nameAr]));

/**
 * Listings whose delegation is named in the page's language (decision 0046): cards read
 * `delegationName` in French from the database; an Arabic page shows the places table's Arabic.
 */
export function withDelegationNamesIn<TItem extends { delegationName?: string | null }>(
  locale: TLocale,
  items: TItem[],
): TItem[] {
  if (locale === "fr") return items;
  return items.map((item) =>
    item.delegationName
      ? {
          ...item,
          delegationName: ARABIC_BY_FRENCH_NAME.get(item.delegationName) ?? item.delegationName,
        }
      : item,
  );
}

/**
 * The field message when a submitted delegation is not one of the submitted governorate's
 * (a forged slug, or a page that kept an old choice); null when it is, or when the shape or the
 * governorate is already refused by the form's schema.
 */
export function delegationProblem(raw: Record<string, unknown>): Record<string, string> | null {
  const delegation = typeof raw[DELEGATION_FIELD] === "string" ? raw[DELEGATION_FIELD].trim() : "";
  const governorate = typeof raw.governorate === "string" ? governorateKey(raw.governorate) : "";
  if (!delegation || !TUNISIA_GOVERNORATES.some((g) => g.slug === governorate)) return null;
  if (DELEGATIONS_BY_SLUG.get(delegation)?.governorateSlug === governorate) return null;
  return { [DELEGATION_FIELD]: DELEGATION_OUTSIDE_MESSAGE };
}

/**
 * A listing's delegation name as a selected column, for cards and detail pages: read from the
 * database's copy of the places (migration 0018), so no list carries the data file. Null for the
 * delegation that bears its governorate's name (Nabeul in Nabeul): 'Nabeul, Nabeul' says nothing.
 */
export function delegationNameColumn(delegation: AnyPgColumn) {
  return sql<
    string | null
  >`(select d.name_fr from delegations d join governorates g on g.slug = d.governorate_slug where d.slug = ${delegation} and d.name_fr <> g.name_fr)`.as(
    "delegation_name",
  );
}

import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { arabicCatalogueProblems, extractedIds, hardCodedTexts, ROOT, readPo } from "./i18n-check";

/**
 * The modules of the pages that exist in Arabic (ARABIC_PAGES, app/lib/i18n/locale.ts): the
 * layout every page has, and each Arabic page's own. A page joins ARABIC_PAGES once its modules
 * are here and pass.
 */
const ARABIC_PAGE_MODULES = [
  "app/root.tsx",
  "app/routes/home.tsx",
  "app/components/layout/header.tsx",
  "app/components/layout/footer.tsx",
  "app/components/layout/publish-menu.tsx",
  "app/components/layout/language-switch.tsx",
  "app/components/listing/listing-section.tsx",
  "app/components/listing/listing-image.tsx",
  "app/components/listing/rating-stars.tsx",
  "app/components/listing/verified-badge.tsx",
  "app/components/listing/empty-state.tsx",
  "app/features/listings/components/property-card.tsx",
  "app/features/listings/components/favorite-button.tsx",
  "app/features/listings/components/favorite-button-live.tsx",
  "app/features/listings/components/recently-viewed-slot.tsx",
  "app/features/listings/components/recently-viewed-section.tsx",
  "app/features/listings/catalogue/components/catalogue-card.tsx",
  "app/features/properties/components/home-search-form.tsx",
  "app/features/places/components/place-field.tsx",
  "app/features/places/components/place-combobox.tsx",
  "app/components/ui/select-field.tsx",
  "app/features/notifications/components/notification-bell.tsx",
  "app/features/notifications/components/notification-popover.tsx",
  // /ar/proprietes
  "app/routes/properties.tsx",
  "app/components/listing/page-heading.tsx",
  "app/components/listing/filter-sheet.tsx",
  "app/components/listing/pagination.tsx",
  "app/components/listing/list-error.tsx",
  "app/features/properties/components/property-filters.tsx",
  "app/features/properties/components/card-price-context.tsx",
  "app/features/listings/components/list-map-view.tsx",
  "app/features/listings/components/listing-map.tsx",
  "app/features/alerts/components/create-alert-link.tsx",
  "app/features/places/components/place-notices.tsx",
  // /ar/proprietes/:id
  "app/routes/property-detail.tsx",
  "app/components/detail/contact-bar.tsx",
  "app/components/detail/detail-contact.tsx",
  "app/components/detail/detail-error-page.tsx",
  "app/components/detail/detail-layout.tsx",
  "app/components/detail/phone-reveal.tsx",
  "app/components/listing/card-badge.tsx",
  "app/components/listing/listing-owner-actions.tsx",
  "app/components/request-id.tsx",
  "app/components/ui/dialog.tsx",
  "app/components/ui/field.tsx",
  "app/features/listings/components/listing-action-form.tsx",
  "app/features/listings/components/property-status-button.tsx",
  "app/features/listings/components/renew-property-button.tsx",
  "app/features/listings/components/report-listing.tsx",
  "app/features/listings/components/share-listing.tsx",
  "app/features/listings/components/similar-listings.tsx",
  "app/features/properties/components/expired-property-page.tsx",
  "app/features/properties/components/property-area-map.tsx",
  "app/features/properties/components/property-detail-facts.tsx",
  "app/features/properties/components/property-detail-seller.tsx",
  "app/features/properties/components/property-detail-summary.tsx",
  "app/features/properties/components/property-gallery.tsx",
  "app/features/properties/components/property-price-history.tsx",
];

const catalogue = (locale: string) =>
  fs.readFileSync(path.join(ROOT, `app/locales/${locale}/messages.po`), "utf8");

describe("the message catalogues", () => {
  it("hold every message of the code, and nothing else", { timeout: 60_000 }, () => {
    const inCode = extractedIds().sort();
    expect(
      readPo(catalogue("fr"))
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(inCode);
    expect(
      readPo(catalogue("ar"))
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(inCode);
  });

  it("give every message its Arabic, plurals with Arabic's six forms", () => {
    expect(arabicCatalogueProblems(catalogue("ar"))).toEqual([]);
  });

  it("leave no sentence of an Arabic page outside the catalogue", () => {
    const found = ARABIC_PAGE_MODULES.flatMap((file) =>
      hardCodedTexts(file, fs.readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(found).toEqual([]);
  });
});

describe("Lingui's macros", () => {
  // tsx runs these without the build's Babel pass, where a macro throws as soon as it is loaded.
  it("stay out of the modules the command line and the benchmarks load", async () => {
    const entryPoints = [
      "scripts/admin.ts",
      ...fs
        .readdirSync(path.join(ROOT, "bench"))
        .filter((file) => file.endsWith(".ts"))
        .map((file) => `bench/${file}`),
    ];
    const result = await build({
      entryPoints,
      absWorkingDir: ROOT,
      bundle: true,
      platform: "node",
      format: "esm",
      packages: "external",
      write: false,
      metafile: true,
      outdir: "/dev/null",
      logLevel: "silent",
    });
    const withMacros = Object.keys(result.metafile.inputs).filter(
      (file) =>
        file.startsWith("app/") &&
        /@lingui\/(?:core|react)\/macro/.test(fs.readFileSync(path.join(ROOT, file), "utf8")),
    );
    expect(withMacros).toEqual([]);
  });
});

describe("the catalogue check itself", () => {
  it("fails on a message left untranslated, and on an Arabic plural with too few forms", () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      "",
      'msgid "Voir tout"',
      'msgstr ""',
      "",
      'msgid "{count, plural, one {# photo} other {# photos}}"',
      'msgstr "{count, plural, one {صورة واحدة} other {# صور}}"',
      "",
      'msgid "Accueil"',
      'msgstr "الرئيسية"',
    ].join("\n");
    expect(arabicCatalogueProblems(po)).toEqual([
      "sans traduction : Voir tout",
      "pluriel sans zero, two, few, many : {count, plural, one {# photo} other {# photos}}",
    ]);
  });

  it("finds French written in a component, and lets the catalogue's own pass", () => {
    const source = `
      import { Trans, useLingui } from "@lingui/react/macro";
      export function Card({ title }: { title: string }) {
        const { t } = useLingui();
        return (
          <section aria-label="Annonces récentes">
            <h2>Biens à vendre</h2>
            <p title={t\`Voir tout\`}><Trans>Voir tout</Trans></p>
            <button type="button" title={"Fermer la fenêtre"}>{title}</button>
            <span>{"Aucun résultat"}</span>
            <span>Darna</span>
            <b>{" "}</b>
          </section>
        );
      }`;
    expect(hardCodedTexts("card.tsx", source)).toEqual([
      "card.tsx:6 « Annonces récentes »",
      "card.tsx:7 « Biens à vendre »",
      "card.tsx:9 « Fermer la fenêtre »",
      "card.tsx:10 « Aucun résultat »",
    ]);
  });
});

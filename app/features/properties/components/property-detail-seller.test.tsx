import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { TListingContact, TPhoneOffer } from "~/features/listings/contact";
import { PropertyDetailSeller } from "./property-detail-seller";

const seller = {
  id: "seller-1",
  firstName: "Amira",
  lastName: "Ben Salah",
  avatarUrl: null,
  role: "user",
};

const ID = "0b7f8f5e-2b1e-4b0a-9a53-6a0d6c1f0e11";

function contact(phone: TPhoneOffer, extra: Partial<TListingContact> = {}): TListingContact {
  return {
    kind: "property",
    id: ID,
    isOwner: false,
    messageHref: `/messages/nouveau?type=propriete&id=${ID}`,
    ownerShowsPhone: phone.state !== "none",
    phone,
    ...extra,
  };
}

function render(value: TListingContact) {
  // The reveal form is a fetcher form: it needs a data router.
  const router = createMemoryRouter([
    { path: "/", element: <PropertyDetailSeller seller={seller} contact={value} /> },
  ]);
  // A French page: the texts are the source's, without a catalogue.
  const i18n = setupI18n({ locale: "fr", messages: { fr: {} } });
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("PropertyDetailSeller (decision 0029)", () => {
  it("never shows an e-mail: a visitor gets 'Envoyer un message' and is asked to sign in for the number", () => {
    const html = render(contact({ state: "sign_in", signInHref: "/auth/login?from=%2Fp" }));
    expect(html).toContain("Amira Ben Salah");
    expect(html).toContain("Particulier");
    expect(html).not.toContain("mailto:");
    expect(html).not.toContain("Contacter par email");
    expect(html).toContain("Envoyer un message");
    expect(html).toContain(`href="/messages/nouveau?type=propriete&amp;id=${ID}"`);
    expect(html).toContain("Connectez-vous pour voir le numéro de l&#x27;annonceur.");
    expect(html).toContain("Veuillez vous connecter pour contacter via WhatsApp");
    expect(html).toContain('href="/utilisateur/seller-1/annonces"');
    expect(html).not.toContain("tel:");
    expect(html).not.toContain("wa.me");
  });

  it("offers a signed-in user 'Afficher le numéro' as a form, and WhatsApp with the greeting", () => {
    const html = render(
      contact({ state: "reveal", whatsappHref: "https://wa.me/21698123456?text=Bonjour" }),
    );
    expect(html).toMatch(/<form[^>]*action="\/actions\/numero"/);
    expect(html).toContain("Afficher le numéro");
    expect(html).toContain('href="https://wa.me/21698123456?text=Bonjour"');
    expect(html).not.toContain("tel:");
  });

  it("offers neither number nor WhatsApp when the owner does not show it, only the message", () => {
    const html = render(contact({ state: "none" }));
    expect(html).toContain("Envoyer un message");
    expect(html).toContain("L&#x27;annonceur préfère être contacté par message.");
    expect(html).not.toContain("Afficher le numéro");
    expect(html).not.toContain("Contacter sur WhatsApp");
  });

  it("gives the owner his number and WhatsApp but no message to himself", () => {
    const html = render(
      contact(
        {
          state: "shown",
          number: "+216 98 123 456",
          whatsappHref: "https://wa.me/21698123456?text=Bonjour",
        },
        { isOwner: true, messageHref: null, ownerShowsPhone: false },
      ),
    );
    expect(html).toContain('href="tel:+21698123456"');
    expect(html).toContain("Contacter sur WhatsApp");
    expect(html).not.toContain("Envoyer un message");
    expect(html).toContain("Votre numéro n&#x27;est visible que par vous et les administrateurs.");
  });
});

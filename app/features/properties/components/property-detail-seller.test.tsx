import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PropertyDetailSeller } from "./property-detail-seller";

const seller = {
  id: "seller-1",
  firstName: "Amira",
  lastName: "Ben Salah",
  avatarUrl: null,
  role: "user",
  email: null,
};

function render(contact: { whatsappHref: string | null; phone: string | null } | null) {
  return renderToString(
    <MemoryRouter>
      <PropertyDetailSeller propertyTitle="Villa à Gammarth" seller={seller} contact={contact} />
    </MemoryRouter>,
  );
}

describe("PropertyDetailSeller", () => {
  it("shows a visitor the seller, the e-mail link and the other listings, never a number", () => {
    const html = render(null);
    expect(html).toContain("Amira Ben Salah");
    expect(html).toContain("Particulier");
    expect(html).toContain('href="mailto:contact@darna.tn?subject=');
    expect(html).toContain('href="/utilisateur/seller-1/annonces"');
    expect(html).toContain("Voir les autres annonces");
    expect(html).not.toContain("wa.me");
    expect(html).not.toContain("tel:");
    expect(html).not.toContain("Contacter sur WhatsApp");
  });

  it("gives the owner or an admin the WhatsApp button and the phone", () => {
    const html = render({
      whatsappHref: "https://wa.me/21698123456?text=Bonjour",
      phone: "+216 98 123 456",
    });
    expect(html).toContain('href="https://wa.me/21698123456?text=Bonjour"');
    expect(html).toContain("Contacter sur WhatsApp");
    expect(html).toContain('href="tel:+21698123456"');
  });
});

import { describe, expect, it } from "vitest";
import { formTextFrom } from "../listing-form";
import { CATALOGUE_FORMS } from "./catalogue-forms";

/* The service and store forms' 'Afficher mon numéro aux utilisateurs connectés' (decision 0029). */

describe.each(["service", "store"] as const)("the %s form's number choice", (kind) => {
  const form = CATALOGUE_FORMS[kind];

  it("is a field of the form, drawn as a checkbox in the contact section", () => {
    expect(form.fields).toContain("showPhone");
    const spec = form.sections
      .flatMap((section) => section.fields)
      .find((field) => field.name === "showPhone");
    expect(spec).toMatchObject({
      control: "checkbox",
      label: "Afficher mon numéro aux utilisateurs connectés",
    });
  });

  it("is ticked for a new listing and shows the stored choice, null as the published rule (shown)", () => {
    expect(form.empty.showPhone).toBe("on");
    expect(form.textOf({ location: "tunis", showPhone: true }).showPhone).toBe("on");
    expect(form.textOf({ location: "tunis", showPhone: false }).showPhone).toBe("");
    expect(form.textOf({ location: "tunis", showPhone: null }).showPhone).toBe("on");
  });

  it("saves true when ticked and false when the box sent nothing", () => {
    const valid: Record<string, string> = {
      ...form.empty,
      name: "Atelier Nour",
      profession: "Électricien",
      category: "décoration",
      description: "Travaux soignés.",
      phone: "+216 71 000 000",
      whatsapp: "+216 98 000 111",
      governorate: "tunis",
      delegation: "la-marsa",
      address: "Rue de Marseille",
    };
    expect(form.schema.parse(valid)).toMatchObject({ showPhone: true });
    const { showPhone: _unticked, ...withoutBox } = valid;
    expect(form.schema.parse(withoutBox)).toMatchObject({ showPhone: false });
    // A refused page without JavaScript keeps an unticked box unticked.
    expect(formTextFrom(form.fields, { name: "x" }, form.empty).showPhone).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { changedControlValues, liveControlValue } from "./use-early-input";

/** `form.elements` as the browser gives it: controls by name, radios as a list without type. */
function elements(controls: Record<string, object>) {
  return { namedItem: (name: string) => controls[name] ?? null };
}

describe("liveControlValue", () => {
  it("reads text fields, text areas and selects by their value", () => {
    const form = elements({
      price: { type: "text", value: "199000" },
      description: { type: "textarea", value: "Vue sur mer" },
      governorate: { type: "select-one", value: "sousse" },
    });
    expect(liveControlValue(form, "price")).toBe("199000");
    expect(liveControlValue(form, "description")).toBe("Vue sur mer");
    expect(liveControlValue(form, "governorate")).toBe("sousse");
  });

  it("reads a checkbox as the form sends it: its value when checked, nothing otherwise", () => {
    expect(
      liveControlValue(elements({ on: { type: "checkbox", value: "1", checked: true } }), "on"),
    ).toBe("1");
    expect(
      liveControlValue(elements({ on: { type: "checkbox", value: "1", checked: false } }), "on"),
    ).toBe("");
  });

  it("reads a radio group by the checked radio", () => {
    const group = { value: "location", length: 2 };
    expect(liveControlValue(elements({ announcement_type: group }), "announcement_type")).toBe(
      "location",
    );
  });

  it("reads boxes sharing a name as the ticked ones' values, joined", () => {
    // The amenities: an empty hidden field, then one box per amenity.
    const boxes = [
      { type: "hidden", value: "" },
      { type: "checkbox", value: "balcon", checked: false },
      { type: "checkbox", value: "piscine", checked: true },
      { type: "checkbox", value: "vue_mer", checked: true },
    ];
    const list = Object.assign(Object.create(null), { ...boxes, length: boxes.length, value: "" });
    expect(liveControlValue(elements({ amenities: list }), "amenities")).toBe("piscine,vue_mer");
  });

  it("leaves out missing controls, files and buttons", () => {
    const form = elements({
      photos: { type: "file", value: "C:\\fakepath\\a.jpg" },
      send: { type: "submit", value: "" },
    });
    expect(liveControlValue(form, "absent")).toBeNull();
    expect(liveControlValue(form, "photos")).toBeNull();
    expect(liveControlValue(form, "send")).toBeNull();
  });
});

describe("changedControlValues", () => {
  const shown = { title: "Villa", price: "210000", rooms: "4", furnished: "no" };

  it("gives only the fields typed into since the page was written", () => {
    const form = elements({
      title: { type: "text", value: "Villa" },
      price: { type: "text", value: "199000" },
      furnished: { type: "select-one", value: "yes" },
      // rooms is not drawn for this type of property
    });
    expect(changedControlValues(form, shown)).toEqual({ price: "199000", furnished: "yes" });
  });

  it("gives null when nothing was typed", () => {
    const form = elements({
      title: { type: "text", value: "Villa" },
      price: { type: "text", value: "210000" },
    });
    expect(changedControlValues(form, shown)).toBeNull();
  });
});

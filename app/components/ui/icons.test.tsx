import fs from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

const sprite = fs.readFileSync(path.join(import.meta.dirname, "icons.svg"), "utf8");
const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));

const spriteIcons = Object.entries(icons).filter(
  ([name, value]) => typeof value === "function" && name !== "icon",
) as [string, icons.TIcon][];

describe("icon sprite", () => {
  it.each(spriteIcons)("%s points at a symbol drawn in icons.svg", (_name, Icon) => {
    const html = renderToStaticMarkup(<Icon className="size-4" />);
    const id = html.match(/<use href="[^"#]*\/icons[^"#]*#([^"]+)"/)?.[1];
    expect(id && symbols.has(id)).toBe(true);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="icon size-4"');
  });

  it("lets a caller name an icon for assistive technologies", () => {
    const html = renderToStaticMarkup(<icons.Heart aria-hidden={false} aria-label="Favori" />);
    expect(html).toContain('aria-hidden="false"');
    expect(html).toContain('aria-label="Favori"');
  });
});

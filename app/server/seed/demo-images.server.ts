import sharp from "sharp";
import type { TProfession, TStoreCategory } from "./demo-catalog";
import type { TImageSpec, TRoomScene } from "./demo-parts";
import { createRandom, type TRandom } from "./prng";

/**
 * Demo photos drawn as SVG and encoded to WebP with sharp: no binary assets in the repository,
 * no network, and every listing gets its own colours.
 */

/** Drawing coordinates; the files are written at OUTPUT_SCALE of these sizes. */
const PROPERTY_CANVAS = { width: 1200, height: 800 } as const;
const SQUARE_CANVAS = { width: 800, height: 800 } as const;

// WebP encoding costs ~20 ms of CPU per megapixel even at the lowest effort, and the demo has
// ~120 distinct pictures to draw within the start-up budget on two cores: 960×640 and 640×640
// are sharp enough for flat illustrations and cost a third less than 1200×800 and 800×800.
const OUTPUT_SCALE = 0.8;
export const PROPERTY_IMAGE_SIZE = scaled(PROPERTY_CANVAS);
export const SQUARE_IMAGE_SIZE = scaled(SQUARE_CANVAS);

// Flat shapes compress to ~15 KB even at the fastest effort.
const WEBP_OPTIONS = { quality: 72, effort: 0 } as const;

export async function renderDemoImage(spec: TImageSpec): Promise<Buffer> {
  const svg = drawDemoImage(spec);
  // The drawings are opaque: dropping the alpha channel spares the encoder an alpha plane.
  return sharp(Buffer.from(svg)).removeAlpha().webp(WEBP_OPTIONS).toBuffer();
}

export async function renderDemoThumbnail(image: Buffer, maxSide: number): Promise<Buffer> {
  return sharp(image)
    .resize({ width: maxSide, height: maxSide, fit: "inside" })
    .webp(WEBP_OPTIONS)
    .toBuffer();
}

export function drawDemoImage(spec: TImageSpec): string {
  switch (spec.kind) {
    case "facade":
      return frame(PROPERTY_CANVAS, drawFacade(spec));
    case "room":
      return frame(PROPERTY_CANVAS, drawRoom(spec.scene, spec.hue, spec.sea));
    case "profession":
      return frame(SQUARE_CANVAS, drawProfession(spec.profession, spec.hue));
    case "storefront":
      return frame(SQUARE_CANVAS, drawStorefront(spec.category, spec.hue));
  }
}

type TSize = { width: number; height: number };

function scaled(canvas: TSize): TSize {
  return {
    width: Math.round(canvas.width * OUTPUT_SCALE),
    height: Math.round(canvas.height * OUTPUT_SCALE),
  };
}

function frame(canvas: TSize, body: string): string {
  const output = scaled(canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" viewBox="0 0 ${canvas.width} ${canvas.height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------------------------

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(((hue % 360) + 360) % 360)},${saturation}%,${lightness}%)`;

const rect = (x: number, y: number, width: number, height: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;

const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;

const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}" ${extra}/>`;

const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

function gradient(id: string, stops: [number, string][], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  return `<defs><linearGradient id="${id}" ${direction}>${stops
    .map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`)
    .join("")}</linearGradient></defs>`;
}

function sky(width: number, height: number, sunset: boolean): string {
  const stops: [number, string][] = sunset
    ? [
        [0, "#5b4a8a"],
        [0.55, "#f08a5d"],
        [1, "#fcd39c"],
      ]
    : [
        [0, "#4f9fd8"],
        [1, "#d7ecf7"],
      ];
  return `${gradient("sky", stops)}${rect(0, 0, width, height, "url(#sky)")}${
    sunset
      ? circle(980, 380, 70, "#ffb36b", 'fill-opacity="0.9"')
      : circle(1010, 130, 55, "#fff2b0")
  }`;
}

function sea(y: number, width: number, height: number): string {
  const waves = [0, 1, 2]
    .map((row) =>
      line(80 + row * 260, y + 25 + row * 22, 260 + row * 260, y + 25 + row * 22, "#9fd3ee", 4),
    )
    .join("");
  return `${rect(0, y, width, height, "#2f7fb8")}${waves}`;
}

function hills(y: number, color: string, seed: number): string {
  const random = createRandom(seed);
  const a = random.int(60, 130);
  const b = random.int(40, 110);
  return path(
    `M0 ${y} C 200 ${y - a}, 400 ${y - a}, 600 ${y - 20} S 1000 ${y - b}, 1200 ${y - 30} L1200 ${y + 40} L0 ${y + 40} Z`,
    color,
  );
}

function palm(x: number, groundY: number, scale = 1): string {
  const top = groundY - 260 * scale;
  const fronds = [-70, -35, 0, 35, 70, 110, -110]
    .map(
      (angle) =>
        `<ellipse cx="${x + 70 * scale}" cy="${top}" rx="${75 * scale}" ry="${16 * scale}" fill="#2e8b57" transform="rotate(${angle} ${x} ${top})"/>`,
    )
    .join("");
  return `<path d="M${x - 8 * scale} ${groundY} Q ${x + 25 * scale} ${groundY - 130 * scale} ${x} ${top} L ${x + 10 * scale} ${top} Q ${x + 38 * scale} ${groundY - 130 * scale} ${x + 10 * scale} ${groundY} Z" fill="#8a5a33"/>${fronds}${circle(x + 4, top + 6, 9 * scale, "#6b3f1f")}`;
}

function olive(x: number, groundY: number, scale: number): string {
  const leaves = "#6f8f5a";
  return `${rect(x - 6 * scale, groundY - 60 * scale, 12 * scale, 60 * scale, "#7a5a3a")}${ellipse(x, groundY - 80 * scale, 55 * scale, 38 * scale, leaves)}${ellipse(x - 35 * scale, groundY - 62 * scale, 30 * scale, 22 * scale, leaves)}${ellipse(x + 35 * scale, groundY - 66 * scale, 32 * scale, 22 * scale, "#5f7f4c")}`;
}

function bougainvillea(x: number, y: number, random: TRandom): string {
  return Array.from({ length: 14 }, () =>
    circle(
      x + random.int(-60, 60),
      y + random.int(-40, 50),
      random.int(12, 22),
      random.pick(["#d6336c", "#e64980", "#c2255c", "#f06595"]),
    ),
  ).join("");
}

function windowPane(x: number, y: number, width: number, height: number, frame: string): string {
  return `${rect(x, y, width, height, frame, 'rx="4"')}${rect(x + 6, y + 6, width - 12, height - 12, "#9cc9e6")}${path(`M${x + 10} ${y + height - 14} L ${x + width - 20} ${y + 12} L ${x + width - 10} ${y + 12} L ${x + 20} ${y + height - 14} Z`, "#d6ecf8", 'fill-opacity="0.7"')}`;
}

function shutteredWindow(x: number, y: number, width: number, height: number, accent: string) {
  const shutter = width / 2;
  return `${windowPane(x, y, width, height, "#f4f1ea")}${rect(x - shutter, y, shutter - 4, height, accent, 'rx="3"')}${rect(x + width + 4, y, shutter - 4, height, accent, 'rx="3"')}`;
}

function ground(y: number, width: number, height: number, color: string): string {
  return rect(0, y, width, height - y, color);
}

// ---------------------------------------------------------------------------------------------
// Property covers
// ---------------------------------------------------------------------------------------------

type TFacadeSpec = Extract<TImageSpec, { kind: "facade" }>;

const TUNISIAN_BLUE = "#1f5fa8";

function drawFacade(spec: TFacadeSpec): string {
  const random = createRandom(spec.seed);
  const { width, height } = PROPERTY_CANVAS;
  const horizon = 470;
  const backdrop = spec.sea
    ? sea(horizon, width, 90)
    : hills(horizon + 40, hsl(95 + random.int(-15, 15), 22, 58), spec.seed);
  const parts = [sky(width, height, spec.sunset), backdrop];
  switch (spec.type) {
    case "appartement":
      parts.push(drawApartmentBlock(spec.hue, random));
      break;
    case "maison":
      parts.push(drawHouse(spec.hue, random));
      break;
    case "villa":
      parts.push(drawVilla(spec.hue, random));
      break;
    case "terrain":
      parts.push(drawLand(spec.hue, random));
      break;
    case "bureau":
      parts.push(drawOfficeTower(spec.hue, random));
      break;
    case "local_commercial":
      parts.push(drawStoreRow(spec.hue, random));
      break;
  }
  if (spec.sunset) parts.push(rect(0, 0, width, height, "#ff8c42", 'fill-opacity="0.08"'));
  return parts.join("");
}

function drawApartmentBlock(hue: number, random: TRandom): string {
  const wall = hsl(hue, 30, 88);
  const accent = hsl(hue, 45, 42);
  const floors = random.int(4, 6);
  const floorHeight = 80;
  const bottom = 640;
  const top = bottom - floors * floorHeight - 20;
  const left = 360;
  const right = 860;
  const parts = [
    ground(600, 1200, 800, "#cbbd9f"),
    rect(90, top + 120, 230, bottom - top - 120, hsl(hue + 40, 12, 80)),
    rect(900, top + 170, 220, bottom - top - 170, hsl(hue - 40, 14, 76)),
    rect(left, top, right - left, bottom - top, wall),
    rect(left - 10, top - 14, right - left + 20, 18, hsl(hue, 20, 75)),
  ];
  for (let tank = 0; tank < 3; tank++) {
    parts.push(rect(left + 40 + tank * 70, top - 50, 46, 36, "#f5f5f5", 'rx="8"'));
  }
  for (let floor = 0; floor < floors; floor++) {
    const y = top + 30 + floor * floorHeight;
    for (let column = 0; column < 4; column++) {
      const x = left + 40 + column * 115;
      parts.push(windowPane(x, y, 70, 52, "#ffffff"));
      if (column % 2 === 1) {
        parts.push(
          rect(x - 12, y + 52, 94, 8, accent),
          line(x - 10, y + 30, x + 82, y + 30, accent, 4),
        );
      }
    }
  }
  parts.push(
    rect(left + 200, bottom - 90, 100, 90, hsl(hue, 35, 30), 'rx="6"'),
    rect(left + 185, bottom - 104, 130, 14, accent),
    palm(200, 700, 0.9),
    palm(1040, 720, 0.8),
    rect(0, 720, 1200, 80, "#8d8d8d"),
    rect(0, 712, 1200, 10, "#d9d4c7"),
  );
  return parts.join("");
}

function drawHouse(hue: number, random: TRandom): string {
  const accent = random.chance(0.6) ? TUNISIAN_BLUE : hsl(hue, 55, 38);
  const wall = random.chance(0.5) ? "#fbfaf6" : hsl(hue, 35, 90);
  const parts = [
    ground(600, 1200, 800, hsl(40 + random.int(-8, 8), 32, 76)),
    rect(300, 340, 600, 280, wall),
    rect(390, 230, 420, 112, wall),
    rect(290, 326, 620, 16, "#e6e1d6"),
    rect(382, 218, 436, 14, "#e6e1d6"),
    path("M560 620 L560 500 Q600 440 640 500 L640 620 Z", accent),
    circle(620, 560, 5, "#e8c46a"),
    shutteredWindow(380, 410, 90, 110, accent),
    shutteredWindow(740, 410, 90, 110, accent),
    shutteredWindow(470, 262, 70, 60, accent),
    shutteredWindow(660, 262, 70, 60, accent),
    bougainvillea(300, 360, random),
    palm(1030, 660, 1),
    rect(0, 650, 1200, 12, "#e2dccd"),
  ];
  return parts.join("");
}

function drawVilla(hue: number, random: TRandom): string {
  const wall = hsl(hue, 18, 93);
  const accent = hsl(hue, 40, 35);
  const parts = [
    ground(560, 1200, 800, "#7fb069"),
    rect(190, 320, 820, 260, wall),
    rect(430, 200, 520, 122, wall),
    rect(420, 188, 540, 14, accent),
    rect(180, 308, 840, 14, accent),
    windowPane(230, 380, 200, 150, "#ffffff"),
    windowPane(470, 380, 200, 150, "#ffffff"),
    rect(720, 400, 110, 180, accent, 'rx="4"'),
    windowPane(880, 390, 100, 120, "#ffffff"),
    windowPane(470, 230, 160, 70, "#ffffff"),
    windowPane(670, 230, 240, 70, "#ffffff"),
    rect(150, 620, 900, 110, "#3fb6d9", 'rx="10"'),
    rect(150, 620, 900, 12, "#e9f6fb"),
    line(220, 670, 420, 670, "#a7e3f2", 5),
    line(560, 695, 820, 695, "#a7e3f2", 5),
    rect(0, 740, 1200, 60, "#e4dccb"),
    palm(110, 640, 1.05),
    palm(1110, 650, 0.95),
    ...Array.from({ length: 6 }, (_, index) =>
      ellipse(200 + index * 150, 585, 70, 22, hsl(120 + random.int(-10, 10), 35, 34)),
    ),
  ];
  return parts.join("");
}

function drawLand(hue: number, random: TRandom): string {
  const soil = hsl(35 + (hue % 15), 40, 62);
  const parts = [ground(540, 1200, 800, soil)];
  for (let row = 0; row < 3; row++) {
    parts.push(
      path(
        `M0 ${600 + row * 70} Q 600 ${580 + row * 70} 1200 ${610 + row * 70}`,
        "none",
        `stroke="${hsl(35, 35, 52)}" stroke-width="6"`,
      ),
    );
  }
  const trees = random.int(7, 11);
  for (let index = 0; index < trees; index++) {
    const scale = random.int(60, 110) / 100;
    parts.push(olive(random.int(60, 1140), random.int(580, 760), scale));
  }
  for (let stake = 0; stake < 6; stake++) {
    const x = 120 + stake * 190;
    parts.push(rect(x, 700, 10, 70, "#f1f1f1"), rect(x, 700, 10, 12, "#d9480f"));
  }
  parts.push(
    line(125, 715, 1075, 715, "#ffffff", 2),
    rect(960, 560, 10, 120, "#6b4f33"),
    rect(900, 540, 130, 70, "#fdfdfd", 'rx="6"'),
    rect(915, 560, 100, 8, hsl(hue, 55, 45)),
    rect(915, 578, 70, 8, hsl(hue, 55, 45)),
  );
  return parts.join("");
}

function drawOfficeTower(hue: number, random: TRandom): string {
  const glass = hsl(200 + (hue % 30), 45, 55);
  const parts = [
    ground(620, 1200, 800, "#9a9a9a"),
    rect(120, 300, 250, 340, hsl(hue, 10, 78)),
    rect(830, 260, 260, 380, hsl(hue + 30, 12, 72)),
    gradient("glass", [
      [0, hsl(200, 60, 75)],
      [1, glass],
    ]),
    rect(420, 90, 360, 550, "url(#glass)"),
    rect(410, 76, 380, 18, "#d9dde2"),
  ];
  for (let y = 110; y < 630; y += 45) parts.push(line(420, y, 780, y, "#e8f1f7", 2));
  for (let x = 480; x < 780; x += 60) parts.push(line(x, 90, x, 640, "#e8f1f7", 2));
  for (let floor = 0; floor < 6; floor++) {
    for (let column = 0; column < 3; column++) {
      const lit = random.chance(0.3);
      parts.push(
        rect(145 + column * 75, 330 + floor * 50, 50, 30, lit ? "#ffe8a3" : "#7e97ad"),
        rect(855 + column * 78, 290 + floor * 55, 52, 32, lit ? "#ffe8a3" : "#7e97ad"),
      );
    }
  }
  parts.push(
    rect(540, 560, 120, 80, "#2f3b45"),
    rect(0, 700, 1200, 100, "#5f5f5f"),
    ...[80, 330, 580, 830, 1080].map((x) => rect(x, 745, 90, 10, "#f4f4f4")),
  );
  return parts.join("");
}

function drawStoreRow(hue: number, random: TRandom): string {
  const wall = hsl(hue, 25, 85);
  const accent = hsl(hue, 60, 42);
  const parts = [
    ground(620, 1200, 800, "#b9b1a3"),
    rect(140, 200, 920, 440, wall),
    rect(130, 186, 940, 16, hsl(hue, 20, 70)),
    rect(160, 400, 880, 44, accent),
  ];
  for (let column = 0; column < 5; column++) {
    parts.push(windowPane(190 + column * 175, 240, 110, 110, "#ffffff"));
  }
  for (let stripe = 0; stripe < 22; stripe++) {
    parts.push(rect(160 + stripe * 40, 444, 40, 46, stripe % 2 === 0 ? accent : "#ffffff"));
  }
  for (let scallop = 0; scallop < 22; scallop++) {
    parts.push(circle(180 + scallop * 40, 490, 20, scallop % 2 === 0 ? accent : "#ffffff"));
  }
  parts.push(
    windowPane(190, 520, 330, 120, "#3a3a3a"),
    windowPane(680, 520, 330, 120, "#3a3a3a"),
    rect(560, 510, 90, 130, "#4a3b30"),
    ...Array.from({ length: 5 }, (_, index) =>
      rect(220 + index * 60, 600, 36, 30, hsl(hue + index * 50 + random.int(0, 30), 55, 55)),
    ),
    rect(0, 660, 1200, 12, "#e0d8c8"),
    rect(0, 720, 1200, 80, "#6e6e6e"),
  );
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------
// Interiors and extra photos
// ---------------------------------------------------------------------------------------------

function drawRoom(scene: TRoomScene, hue: number, seaView: boolean): string {
  const wall = hsl(hue, 30, 88);
  const accent = hsl(hue, 45, 45);
  const floor = hsl(30, 35, 55);
  const view = (x: number, y: number, width: number, height: number) =>
    `${rect(x, y, width, height, "#bfe1f3")}${rect(x, y + height * 0.55, width, height * 0.45, seaView ? "#2f7fb8" : "#9bb77f")}${rect(x - 10, y - 10, width + 20, 10, "#ffffff")}${rect(x - 10, y + height, width + 20, 12, "#ffffff")}${line(x + width / 2, y, x + width / 2, y + height, "#ffffff", 8)}`;
  switch (scene) {
    case "salon":
      return [
        rect(0, 0, 1200, 560, wall),
        rect(0, 560, 1200, 240, floor),
        view(780, 130, 300, 300),
        rect(740, 110, 40, 360, accent, 'fill-opacity="0.8"'),
        rect(1080, 110, 40, 360, accent, 'fill-opacity="0.8"'),
        ellipse(450, 690, 380, 70, hsl(hue + 180, 35, 70)),
        rect(130, 380, 560, 130, accent, 'rx="30"'),
        rect(110, 450, 600, 120, hsl(hue, 45, 38), 'rx="24"'),
        rect(160, 420, 150, 70, hsl(hue + 30, 50, 70), 'rx="18"'),
        rect(510, 420, 150, 70, hsl(hue + 30, 50, 70), 'rx="18"'),
        rect(330, 620, 260, 24, "#7a5230", 'rx="6"'),
        rect(350, 644, 16, 50, "#7a5230"),
        rect(554, 644, 16, 50, "#7a5230"),
        line(960, 700, 960, 480, "#333333", 6),
        path("M900 480 L1020 480 L990 420 L930 420 Z", "#f6e7b4"),
        rect(230, 160, 260, 170, "#ffffff"),
        rect(245, 175, 230, 140, hsl(hue + 120, 40, 60)),
      ].join("");
    case "cuisine":
      return [
        rect(0, 0, 1200, 800, wall),
        ...Array.from({ length: 12 }, (_, index) =>
          rect(index * 100, 300, 98, 98, "#f7f7f7", 'stroke="#dedede" stroke-width="2"'),
        ),
        rect(0, 80, 820, 200, accent),
        ...[0, 1, 2, 3].map((index) =>
          rect(20 + index * 200, 100, 180, 160, hsl(hue, 45, 52), 'rx="6"'),
        ),
        rect(0, 400, 820, 30, "#3c3c3c"),
        rect(0, 430, 820, 300, accent),
        ...[0, 1, 2, 3].map((index) =>
          rect(20 + index * 200, 450, 180, 260, hsl(hue, 45, 52), 'rx="6"'),
        ),
        rect(250, 392, 160, 14, "#9aa4ab"),
        rect(520, 388, 180, 12, "#222222"),
        rect(880, 120, 260, 610, "#dfe3e6", 'rx="12"'),
        line(900, 380, 1120, 380, "#b9c0c6", 4),
        rect(0, 730, 1200, 70, floor),
        line(300, 0, 300, 40, "#333333", 3),
        ellipse(300, 50, 40, 18, "#f2c14e"),
        line(600, 0, 600, 40, "#333333", 3),
        ellipse(600, 50, 40, 18, "#f2c14e"),
      ].join("");
    case "chambre":
      return [
        rect(0, 0, 1200, 600, wall),
        rect(0, 600, 1200, 200, floor),
        view(860, 140, 240, 260),
        rect(330, 300, 540, 160, hsl(hue, 35, 35), 'rx="20"'),
        rect(300, 440, 600, 180, "#ffffff", 'rx="16"'),
        rect(300, 500, 600, 140, accent, 'rx="16"'),
        rect(360, 410, 180, 70, "#f3f3f3", 'rx="20"'),
        rect(660, 410, 180, 70, "#f3f3f3", 'rx="20"'),
        rect(160, 500, 110, 120, "#8a5a33", 'rx="6"'),
        path("M185 500 L245 500 L230 440 L200 440 Z", "#f6e7b4"),
        rect(930, 500, 110, 120, "#8a5a33", 'rx="6"'),
        rect(430, 120, 340, 140, "#ffffff"),
        rect(445, 135, 310, 110, hsl(hue + 150, 35, 65)),
      ].join("");
    case "salle_de_bain":
      return [
        ...Array.from({ length: 48 }, (_, index) =>
          rect(
            (index % 8) * 150,
            Math.floor(index / 8) * 134,
            148,
            132,
            index % 2 === 0 ? "#f4f7f8" : hsl(hue, 35, 86),
          ),
        ),
        rect(80, 470, 560, 200, "#ffffff", 'rx="40"'),
        rect(80, 470, 560, 24, "#e9eef0", 'rx="12"'),
        ellipse(900, 260, 130, 160, "#cfe6ef", 'stroke="#b8a27a" stroke-width="10"'),
        rect(780, 470, 240, 190, accent, 'rx="8"'),
        rect(760, 450, 280, 30, "#ffffff", 'rx="8"'),
        rect(885, 420, 14, 40, "#9aa4ab"),
        rect(200, 250, 100, 200, hsl(hue + 160, 40, 60), 'rx="10"'),
        rect(0, 700, 1200, 100, "#c9ced1"),
      ].join("");
    case "jardin":
      return [
        sky(1200, 800, false),
        rect(0, 420, 1200, 380, "#7fb069"),
        rect(0, 120, 330, 420, "#fbfaf6"),
        rect(120, 330, 110, 210, TUNISIAN_BLUE, 'rx="4"'),
        bougainvillea(300, 200, createRandom(hue + 3)),
        ...Array.from({ length: 8 }, (_, index) =>
          ellipse(420 + index * 110, 430, 70, 40, "#2f6f3e"),
        ),
        path("M600 800 Q 650 620 780 520 L 840 520 Q 720 640 720 800 Z", "#d9c9a3"),
        olive(980, 560, 1.4),
        rect(380, 560, 200, 20, "#8a5a33"),
        rect(390, 580, 14, 50, "#8a5a33"),
        rect(556, 580, 14, 50, "#8a5a33"),
        rect(380, 520, 200, 14, "#8a5a33"),
      ].join("");
    case "terrasse":
      return [
        sky(1200, 800, false),
        seaView ? sea(380, 1200, 180) : hills(470, "#9bb77f", hue + 11),
        seaView
          ? ""
          : Array.from({ length: 7 }, (_, index) =>
              rect(60 + index * 165, 360 + (index % 3) * 30, 120, 180, "#f3efe6"),
            ).join(""),
        rect(0, 540, 1200, 260, hsl(20, 45, 68)),
        rect(0, 500, 1200, 16, "#ffffff"),
        ...Array.from({ length: 25 }, (_, index) => rect(index * 50, 500, 10, 60, "#ffffff")),
        rect(0, 556, 1200, 14, "#ffffff"),
        line(600, 300, 600, 700, "#6b4f33", 8),
        path("M380 320 Q 600 180 820 320 Z", accent),
        ellipse(600, 700, 130, 24, "#ffffff"),
        rect(430, 620, 60, 100, hsl(hue, 30, 30), 'rx="8"'),
        rect(710, 620, 60, 100, hsl(hue, 30, 30), 'rx="8"'),
      ].join("");
    case "open_space":
      return [
        rect(0, 0, 1200, 800, "#eef1f3"),
        ...[0, 1, 2, 3].map((index) => view(60 + index * 290, 80, 230, 230)),
        rect(0, 560, 1200, 240, "#b8bec4"),
        ...[0, 1, 2].map((index) =>
          [
            rect(90 + index * 370, 470, 300, 24, "#ffffff"),
            rect(100 + index * 370, 494, 12, 110, "#888888"),
            rect(368 + index * 370, 494, 12, 110, "#888888"),
            rect(170 + index * 370, 380, 140, 88, "#2f3b45", 'rx="6"'),
            rect(180 + index * 370, 390, 120, 68, hsl(hue + index * 40, 50, 60)),
            rect(210 + index * 370, 560, 80, 90, accent, 'rx="14"'),
          ].join(""),
        ),
        ...[200, 600, 1000].map((x) => rect(x - 80, 0, 160, 14, "#ffffff")),
      ].join("");
    case "boutique":
      return [
        rect(0, 0, 1200, 800, wall),
        rect(0, 620, 1200, 180, "#d7d2c8"),
        ...[0, 1, 2, 3].map((shelf) => rect(60, 140 + shelf * 120, 420, 16, "#8a5a33")),
        ...[0, 1, 2, 3].map((shelf) => rect(720, 140 + shelf * 120, 420, 16, "#8a5a33")),
        rect(520, 420, 160, 200, accent, 'rx="8"'),
        rect(500, 400, 200, 26, "#3c3c3c"),
        ...[0, 1, 2].map((index) => ellipse(300 + index * 300, 40, 60, 18, "#fff3c4")),
      ].join("");
    case "oliveraie":
      return [
        sky(1200, 800, false),
        hills(430, "#9fb58a", hue + 5),
        rect(0, 450, 1200, 350, "#cda776"),
        ...Array.from({ length: 4 }, (_, row) =>
          Array.from({ length: 6 }, (_, column) =>
            olive(100 + column * 200 + (row % 2) * 80, 500 + row * 90, 0.5 + row * 0.3),
          ).join(""),
        ),
      ].join("");
  }
}

// ---------------------------------------------------------------------------------------------
// Service professionals: one motif per profession
// ---------------------------------------------------------------------------------------------

function squareBackground(hue: number): string {
  const star = (cx: number, cy: number, size: number) =>
    `${rect(cx - size / 2, cy - size / 2, size, size, "#ffffff", 'fill-opacity="0.08"')}${rect(cx - size / 2, cy - size / 2, size, size, "#ffffff", `fill-opacity="0.08" transform="rotate(45 ${cx} ${cy})"`)}`;
  return `${gradient(
    "bg",
    [
      [0, hsl(hue, 55, 52)],
      [1, hsl(hue + 35, 60, 32)],
    ],
    false,
  )}${rect(0, 0, 800, 800, "url(#bg)")}${star(90, 90, 90)}${star(710, 710, 90)}${star(710, 90, 60)}${star(90, 710, 60)}${circle(400, 400, 270, "#ffffff", 'fill-opacity="0.14"')}`;
}

function drawProfession(profession: TProfession, hue: number): string {
  const white = "#ffffff";
  const dark = hsl(hue + 20, 50, 22);
  const icons: Record<TProfession, string> = {
    Électricien: [
      path(
        "M440 150 L270 430 L390 430 L340 650 L540 340 L415 340 L480 150 Z",
        "#ffd54a",
        `stroke="${dark}" stroke-width="12" stroke-linejoin="round"`,
      ),
    ].join(""),
    Plombier: [
      `<g transform="rotate(-40 400 400)">${rect(370, 300, 60, 330, white, 'rx="26"')}${circle(400, 270, 95, white)}${rect(370, 160, 60, 110, hsl(hue, 55, 45))}</g>`,
      path("M600 470 C 560 540, 560 590, 600 610 C 640 590, 640 540, 600 470 Z", "#7fd3ff"),
    ].join(""),
    Peintre: [
      rect(220, 220, 330, 120, white, 'rx="24"'),
      rect(220, 300, 330, 40, "#ffd54a"),
      path(
        "M550 280 L620 280 L620 420 L400 420 L400 520",
        "none",
        `stroke="${white}" stroke-width="24" stroke-linejoin="round"`,
      ),
      rect(380, 510, 40, 150, dark, 'rx="14"'),
      path("M260 340 L260 420 Q275 440 290 420 L290 340 Z", "#ffd54a"),
    ].join(""),
    Menuisier: [
      rect(180, 470, 440, 90, "#d9a066", 'rx="10"'),
      line(210, 500, 590, 500, "#b77b45", 6),
      line(230, 530, 560, 530, "#b77b45", 6),
      `<g transform="rotate(-35 420 360)">${rect(395, 250, 50, 300, "#8a5a33", 'rx="18"')}${rect(320, 200, 200, 80, white, 'rx="14"')}</g>`,
    ].join(""),
    Architecte: [
      rect(190, 230, 420, 340, "#e8f3ff", 'rx="8"'),
      ...[0, 1, 2, 3, 4].map((index) =>
        line(190, 290 + index * 60, 610, 290 + index * 60, "#a9c8ea", 3),
      ),
      ...[0, 1, 2, 3, 4, 5].map((index) =>
        line(250 + index * 60, 230, 250 + index * 60, 570, "#a9c8ea", 3),
      ),
      path(
        "M260 520 L260 330 L420 330 L420 420 L540 420 L540 520 Z",
        "none",
        `stroke="${dark}" stroke-width="10"`,
      ),
      line(430, 160, 330, 640, white, 16),
      line(430, 160, 540, 640, white, 16),
      circle(430, 160, 28, "#ffd54a"),
    ].join(""),
    "Designer d'intérieur": [
      rect(210, 340, 320, 170, white, 'rx="40"'),
      rect(180, 430, 380, 110, "#ffd54a", 'rx="30"'),
      rect(210, 540, 24, 70, dark),
      rect(506, 540, 24, 70, dark),
      line(620, 640, 620, 300, white, 12),
      path("M550 300 L690 300 L655 210 L585 210 Z", "#ffe9a8"),
      rect(570, 630, 100, 20, white, 'rx="8"'),
    ].join(""),
    Jardinier: [
      path("M290 480 L510 480 L480 650 L320 650 Z", "#c4633a"),
      rect(275, 455, 250, 40, "#d9794d", 'rx="10"'),
      line(400, 460, 400, 250, "#2e7d32", 14),
      ellipse(330, 300, 80, 36, "#66bb6a", 'transform="rotate(-35 330 300)"'),
      ellipse(470, 260, 80, 36, "#81c784", 'transform="rotate(30 470 260)"'),
      ellipse(345, 390, 70, 30, "#4caf50", 'transform="rotate(-20 345 390)"'),
      ellipse(460, 370, 70, 30, "#66bb6a", 'transform="rotate(25 460 370)"'),
    ].join(""),
    "Service de nettoyage": [
      rect(300, 330, 200, 320, white, 'rx="30"'),
      rect(340, 240, 100, 100, "#ffd54a", 'rx="10"'),
      path("M440 250 L540 250 L540 290 L440 300 Z", "#ffd54a"),
      rect(330, 430, 140, 120, hsl(hue, 55, 45), 'rx="12"'),
      circle(600, 220, 30, white, 'fill-opacity="0.85"'),
      circle(640, 300, 18, white, 'fill-opacity="0.85"'),
      circle(580, 360, 22, white, 'fill-opacity="0.85"'),
    ].join(""),
    Déménageur: [
      rect(150, 320, 330, 230, white, 'rx="12"'),
      path("M480 380 L590 380 L650 460 L650 550 L480 550 Z", "#ffd54a"),
      rect(520, 400, 60, 50, "#bfe1f3"),
      circle(250, 560, 46, dark),
      circle(250, 560, 18, white),
      circle(560, 560, 46, dark),
      circle(560, 560, 18, white),
      rect(200, 220, 110, 100, "#d9a066"),
      rect(320, 250, 80, 70, "#c98f56"),
      line(200, 270, 310, 270, "#b77b45", 4),
    ].join(""),
    Sécurité: [
      path(
        "M400 170 L600 240 L600 420 C 600 540, 500 610, 400 650 C 300 610, 200 540, 200 420 L200 240 Z",
        white,
      ),
      rect(330, 400, 140, 120, dark, 'rx="14"'),
      path(
        "M350 400 L350 360 A 50 50 0 0 1 450 360 L450 400",
        "none",
        `stroke="${dark}" stroke-width="22"`,
      ),
      circle(400, 450, 16, "#ffd54a"),
      rect(393, 455, 14, 40, "#ffd54a"),
    ].join(""),
    Autre: [
      rect(170, 360, 460, 240, "#e53935", 'rx="20"'),
      rect(170, 360, 460, 60, "#c62828", 'rx="20"'),
      path(
        "M320 360 L320 300 Q400 260 480 300 L480 360",
        "none",
        `stroke="${dark}" stroke-width="24"`,
      ),
      rect(370, 400, 60, 40, "#ffd54a", 'rx="6"'),
      `<g transform="rotate(35 560 260)">${rect(545, 150, 30, 170, "#ffd54a", 'rx="10"')}${rect(552, 320, 16, 90, white)}</g>`,
    ].join(""),
  };
  return `${squareBackground(hue)}${icons[profession]}`;
}

// ---------------------------------------------------------------------------------------------
// Stores: a storefront whose windows show what the store sells
// ---------------------------------------------------------------------------------------------

function windowDisplay(category: TStoreCategory, x: number, hue: number): string {
  const y = 560;
  const tone = (offset: number) => hsl(hue + offset, 55, 50);
  switch (category) {
    case "décoration":
      return [
        ellipse(x + 50, y + 60, 34, 50, tone(0)),
        rect(x + 38, y - 10, 24, 30, tone(0)),
        ellipse(x + 130, y + 80, 28, 32, tone(60)),
        path(`M${x + 170} ${y + 110} L${x + 190} ${y - 10} L${x + 210} ${y + 110} Z`, "#d4a017"),
      ].join("");
    case "outillage":
      return [
        rect(x + 10, y - 20, 200, 130, "#d9c7a6"),
        ...[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3, 4]
            .map((column) => circle(x + 30 + column * 40, y + row * 30, 3, "#8a7656"))
            .join(""),
        ),
        `<g transform="rotate(-30 ${x + 70} ${y + 40})">${rect(x + 62, y, 16, 90, "#8a5a33")}${rect(x + 40, y - 10, 60, 24, "#777777")}</g>`,
        `<g transform="rotate(30 ${x + 160} ${y + 40})">${rect(x + 152, y, 16, 90, "#c62828")}${circle(x + 160, y - 4, 18, "#9e9e9e")}</g>`,
      ].join("");
    case "matériaux_construction":
      return [
        ...[0, 1, 2].map((row) =>
          [0, 1, 2]
            .map((column) =>
              rect(
                x + 10 + column * 62 + (row % 2) * 20,
                y + 70 - row * 34,
                58,
                30,
                "#b5533c",
                'stroke="#8f3d2a" stroke-width="3"',
              ),
            )
            .join(""),
        ),
        rect(x + 150, y + 20, 60, 80, "#d8d1c4", 'rx="8"'),
      ].join("");
    case "meubles":
      return [
        rect(x + 20, y + 10, 90, 20, tone(0), 'rx="6"'),
        rect(x + 20, y - 60, 20, 140, tone(0)),
        rect(x + 95, y + 30, 14, 70, tone(0)),
        rect(x + 130, y + 20, 90, 14, "#8a5a33"),
        rect(x + 140, y + 34, 10, 66, "#8a5a33"),
        rect(x + 200, y + 34, 10, 66, "#8a5a33"),
      ].join("");
    case "électroménager":
      return [
        rect(x + 10, y - 20, 100, 120, "#f1f3f4", 'rx="8"'),
        circle(x + 60, y + 45, 32, "#b0bec5"),
        circle(x + 60, y + 45, 22, "#78909c"),
        rect(x + 125, y - 70, 90, 170, "#eceff1", 'rx="8"'),
        line(x + 140, y - 10, x + 140, y + 20, "#90a4ae", 5),
      ].join("");
    case "jardinage":
      return [0, 1, 2]
        .map((index) =>
          [
            path(
              `M${x + 15 + index * 70} ${y + 50} L${x + 70 + index * 70} ${y + 50} L${x + 62 + index * 70} ${y + 100} L${x + 23 + index * 70} ${y + 100} Z`,
              "#c4633a",
            ),
            ellipse(x + 42 + index * 70, y + 10 - index * 8, 30, 44, hsl(110 + index * 15, 45, 40)),
          ].join(""),
        )
        .join("");
    case "sécurité":
      return [
        rect(x + 20, y - 10, 110, 50, "#eceff1", 'rx="10"'),
        circle(x + 120, y + 15, 22, "#37474f"),
        rect(x + 60, y + 40, 14, 40, "#90a4ae"),
        rect(x + 140, y + 40, 70, 60, "#f9a825", 'rx="8"'),
        path(
          `M${x + 155} ${y + 40} L${x + 155} ${y + 20} A 20 20 0 0 1 ${x + 195} ${y + 20} L${x + 195} ${y + 40}`,
          "none",
          'stroke="#9e9e9e" stroke-width="10"',
        ),
      ].join("");
    case "revêtements":
      return [0, 1, 2, 3]
        .map((row) =>
          [0, 1, 2, 3, 4]
            .map((column) =>
              rect(
                x + 10 + column * 42,
                y - 40 + row * 36,
                38,
                32,
                (row + column) % 2 === 0 ? tone(0) : "#f5f0e6",
                `transform="rotate(45 ${x + 29 + column * 42} ${y - 24 + row * 36})"`,
              ),
            )
            .join(""),
        )
        .join("");
    case "plomberie":
      return [
        path(
          `M${x + 20} ${y + 90} L${x + 20} ${y - 10} L${x + 180} ${y - 10} L${x + 180} ${y + 40}`,
          "none",
          'stroke="#b0bec5" stroke-width="22" stroke-linejoin="round"',
        ),
        rect(x + 160, y + 40, 40, 20, "#90a4ae"),
        path(
          `M${x + 90} ${y + 60} C ${x + 75} ${y + 85}, ${x + 75} ${y + 100}, ${x + 90} ${y + 105} C ${x + 105} ${y + 100}, ${x + 105} ${y + 85}, ${x + 90} ${y + 60} Z`,
          "#4fc3f7",
        ),
      ].join("");
    case "électricité":
      return [0, 1, 2]
        .map((index) =>
          [
            line(
              x + 40 + index * 70,
              y - 90,
              x + 40 + index * 70,
              y - 10 + index * 20,
              "#333333",
              3,
            ),
            circle(x + 40 + index * 70, y + 10 + index * 20, 24, "#ffe082"),
            rect(x + 30 + index * 70, y - 20 + index * 20, 20, 16, "#9e9e9e"),
          ].join(""),
        )
        .join("");
  }
}

function drawStorefront(category: TStoreCategory, hue: number): string {
  const wall = hsl(hue, 28, 86);
  const accent = hsl(hue, 58, 40);
  const parts = [
    rect(0, 0, 800, 800, "#cfe7f5"),
    rect(50, 110, 700, 600, wall),
    rect(40, 96, 720, 18, hsl(hue, 20, 70)),
    rect(90, 200, 620, 90, accent, 'rx="10"'),
    rect(130, 225, 300, 16, "#ffffff", 'fill-opacity="0.9"'),
    rect(130, 255, 200, 12, "#ffffff", 'fill-opacity="0.7"'),
    circle(640, 245, 30, "#ffffff", 'fill-opacity="0.9"'),
  ];
  for (let stripe = 0; stripe < 14; stripe++) {
    parts.push(rect(70 + stripe * 47, 300, 47, 60, stripe % 2 === 0 ? accent : "#ffffff"));
  }
  for (let scallop = 0; scallop < 14; scallop++) {
    parts.push(circle(93 + scallop * 47, 360, 23, scallop % 2 === 0 ? accent : "#ffffff"));
  }
  parts.push(
    rect(80, 420, 250, 270, "#3a3a3a", 'rx="6"'),
    rect(90, 430, 230, 250, "#fdf6e3"),
    rect(470, 420, 250, 270, "#3a3a3a", 'rx="6"'),
    rect(480, 430, 230, 250, "#fdf6e3"),
    windowDisplay(category, 95, hue),
    windowDisplay(category, 485, hue),
    rect(345, 430, 110, 260, "#4a3b30", 'rx="4"'),
    circle(440, 570, 6, "#e8c46a"),
    rect(0, 700, 800, 100, "#bdb5a6"),
    rect(0, 700, 800, 10, "#e3dccd"),
  );
  return parts.join("");
}

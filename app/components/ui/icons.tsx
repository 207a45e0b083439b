import type { ComponentProps, ComponentType, ReactElement } from "react";
// A hashed file under /assets/, cached for a year; never inlined as data: (a <use> cannot point
// into a data: URL).
import spriteUrl from "./icons.svg?url&no-inline";

/*
 * The icons every page may show (layout, cards, lists, filters) are one SVG sprite, icons.svg,
 * drawn by lucide (24×24 grid, 2 px round stroke in currentColor): each icon in the page is a
 * <use> of it, about a tenth of the bytes of the drawing itself, and the drawing is not in the
 * JavaScript either. Stroke, fill and default size come from the `icon` class (app.css), so a
 * utility class (fill-current, size-4) overrides them. Decorative: aria-hidden by default.
 * Icons drawn by one page only stay inline in that page's code (`icon` below, contact-icons.tsx).
 */

export type TIconProps = ComponentProps<"svg">;
export type TIcon = (props: TIconProps) => ReactElement;
/** An icon passed as a prop: one of the sprite, or one drawn by a single page (lucide-react). */
export type TIconComponent = ComponentType<{ className?: string; "aria-hidden"?: "true" }>;

/** An icon of icons.svg, by its symbol id (icons.test.ts checks every one exists). */
function spriteIcon(id: string): TIcon {
  const href = `${spriteUrl}#${id}`;
  return ({ className, ...props }) => (
    <svg aria-hidden="true" {...props} className={className ? `icon ${className}` : "icon"}>
      <use href={href} />
    </svg>
  );
}

function Shape({ d }: { d: string }) {
  if (d[0] !== "o") return <path d={d} />;
  const [cx, cy, r] = d.slice(1).trim().split(" ");
  return <circle cx={cx} cy={cy} r={r} />;
}

/**
 * An icon drawn inline, for icons used by one page only (see contact-icons.tsx): its shapes
 * separated by '|', a path's `d` or 'o cx cy r' for a circle.
 */
export function icon(shapes: string): TIcon {
  return ({ className, ...props }) => (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      {...props}
      className={className ? `icon ${className}` : "icon"}
    >
      {shapes.split("|").map((d) => (
        <Shape key={d} d={d} />
      ))}
    </svg>
  );
}

export const ArrowLeft = spriteIcon("arrow-left");
export const ArrowRight = spriteIcon("arrow-right");
export const Bath = spriteIcon("bath");
export const BedDouble = spriteIcon("bed-double");
export const Building2 = spriteIcon("building2");
export const Camera = spriteIcon("camera");
export const ChevronDown = spriteIcon("chevron-down");
export const ChevronLeft = spriteIcon("chevron-left");
export const ChevronRight = spriteIcon("chevron-right");
export const CircleCheck = spriteIcon("circle-check");
export const Download = spriteIcon("download");
export const Eye = spriteIcon("eye");
export const Heart = spriteIcon("heart");
export const House = spriteIcon("house");
export const LayoutGrid = spriteIcon("layout-grid");
export const List = spriteIcon("list");
export const LoaderCircle = spriteIcon("loader-circle");
export const MapPin = spriteIcon("map-pin");
export const Menu = spriteIcon("menu");
export const MessagesSquare = spriteIcon("messages-square");
export const Moon = spriteIcon("moon");
export const Pencil = spriteIcon("pencil");
export const Phone = spriteIcon("phone");
export const Plus = spriteIcon("plus");
export const RefreshCw = spriteIcon("refresh-cw");
export const RotateCcw = spriteIcon("rotate-ccw");
export const Ruler = spriteIcon("ruler");
export const Search = spriteIcon("search");
export const SearchX = spriteIcon("search-x");
export const SlidersHorizontal = spriteIcon("sliders-horizontal");
export const Star = spriteIcon("star");
export const Store = spriteIcon("store");
export const Sun = spriteIcon("sun");
export const Trash2 = spriteIcon("trash-2");
export const TriangleAlert = spriteIcon("triangle-alert");
export const Wrench = spriteIcon("wrench");
export const X = spriteIcon("x");

import type { ComponentProps, ReactElement } from "react";

/*
 * The icons of the layout and of the home page, drawn inline instead of through lucide-react:
 * every page loads them, and lucide's runtime plus one chunk per icon cost more than these few
 * paths. Same drawing as lucide (24×24 grid, 2 px round stroke in currentColor); decorative, so
 * aria-hidden by default. Other pages may keep using lucide-react.
 *
 * An icon is its shapes separated by '|': a path's `d`, or 'o cx cy r' for a circle.
 */

export type TIconProps = ComponentProps<"svg">;
export type TIcon = (props: TIconProps) => ReactElement;

function Shape({ d }: { d: string }) {
  if (d[0] !== "o") return <path d={d} />;
  const [cx, cy, r] = d.slice(1).trim().split(" ");
  return <circle cx={cx} cy={cy} r={r} />;
}

/** Icons used by one page only belong in that page's code (see contact-icons.tsx). */
export function icon(shapes: string): TIcon {
  return (props) => (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {shapes.split("|").map((d) => (
        <Shape key={d} d={d} />
      ))}
    </svg>
  );
}

export const ArrowLeft = icon("m12 19-7-7 7-7|M19 12H5");
export const ArrowRight = icon("M5 12h14|m12 5 7 7-7 7");
export const Bath = icon(
  "M10 4 8 6|M17 19v2|M2 12h20|M7 19v2|M9 5 7.621 3.621A2.121 2.121 0 0 0 4 5v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5",
);
export const BedDouble = icon(
  "M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8|M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4|M12 4v6|M2 18h20",
);
export const Building2 = icon(
  "M10 12h4|M10 8h4|M14 21v-3a2 2 0 0 0-4 0v3|M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2|M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16",
);
export const ChevronDown = icon("m6 9 6 6 6-6");
export const Download = icon("M12 15V3|M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4|m7 10 5 5 5-5");
export const Heart = icon(
  "M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z",
);
export const House = icon(
  "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8|M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
);
export const LoaderCircle = icon("M21 12a9 9 0 1 1-6.219-8.56");
export const MapPin = icon(
  "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0|o12 10 3",
);
export const Menu = icon("M4 5h16|M4 12h16|M4 19h16");
export const Moon = icon(
  "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
);
export const Plus = icon("M5 12h14|M12 5v14");
export const Ruler = icon(
  "M21.3 15.3a2.4 2.4 0 0 1 0 3.4l-2.6 2.6a2.4 2.4 0 0 1-3.4 0L2.7 8.7a2.41 2.41 0 0 1 0-3.4l2.6-2.6a2.41 2.41 0 0 1 3.4 0Z|m14.5 12.5 2-2|m11.5 9.5 2-2|m8.5 6.5 2-2|m17.5 15.5 2-2",
);
export const Search = icon("m21 21-4.34-4.34|o11 11 8");
export const SearchX = icon("m13.5 8.5-5 5|m8.5 8.5 5 5|o11 11 8|m21 21-4.3-4.3");
export const Star = icon(
  "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
);
export const Store = icon(
  "M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5|M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244|M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05",
);
export const Sun = icon(
  "o12 12 4|M12 2v2|M12 20v2|m4.93 4.93 1.41 1.41|m17.66 17.66 1.41 1.41|M2 12h2|M20 12h2|m6.34 17.66-1.41 1.41|m19.07 4.93-1.41 1.41",
);
export const Wrench = icon(
  "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z",
);
export const X = icon("M18 6 6 18|m6 6 12 12");

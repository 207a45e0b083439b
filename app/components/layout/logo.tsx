import { cn } from "~/components/ui/cn";

/** The Darna mark (a house on Mediterranean blue); public/favicon.svg draws the same shape. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="64" height="64" rx="14" fill="#0062a1" />
      <path
        d="M13 32 32 16l19 16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M19.5 29v19.5h25V29" fill="none" stroke="#fff" strokeWidth="5" />
      <rect x="28" y="34" width="8" height="12.5" rx="1.5" fill="#e27641" />
    </svg>
  );
}

import { cn } from "~/components/ui/cn";

export type TAvatarUser = {
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
};

/** 'Amine Ben Salah' → 'AB'; 'U' when both names are missing. */
export function userInitials(user: TAvatarUser): string {
  const initials = [user.firstName, user.lastName]
    .map((name) => name?.trim().charAt(0) ?? "")
    .join("");
  return (initials || "U").toUpperCase();
}

/** The profile photo, or the initials on the brand colour; decorative (the caller names it). */
export function UserAvatar({ user, className }: { user: TAvatarUser; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" className="size-full object-cover" />
      ) : (
        userInitials(user)
      )}
    </span>
  );
}

/** How the admin journal names an actor, as features/admin does: 'Prénom Nom (email)'. */
export function actorLabelFor(actor: {
  email: string;
  firstName: string | null;
  lastName: string | null;
}): string {
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(" ").trim();
  return name ? `${name} (${actor.email})` : actor.email;
}

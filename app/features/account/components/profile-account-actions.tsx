import { LogOut } from "lucide-react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { ProfileChangePasswordDialog } from "./profile-change-password-dialog";
import { ProfileDeleteAccountDialog } from "./profile-delete-account-dialog";

/** Password, sign-out and deletion: kept out of the profile form (a form cannot nest another). */
export function ProfileAccountActions() {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
      <ProfileChangePasswordDialog />
      <Form method="post" action="/auth/logout" className="contents">
        <Button type="submit" variant="outline">
          <LogOut aria-hidden="true" />
          Se déconnecter
        </Button>
      </Form>
      <ProfileDeleteAccountDialog triggerClassName="sm:ms-auto" />
    </div>
  );
}

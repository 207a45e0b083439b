import { type FormEvent, type RefObject, useEffect, useState } from "react";
import type { TPhotoPreparation } from "./photo-files";

/**
 * Chosen photos are checked asynchronously before they join the form: a submission made
 * meanwhile would leave without them. It is held instead, and sent once every photo is in, unless
 * a check refused a file (the user sees why and decides).
 */
export function usePhotoPreparation(formRef: RefObject<HTMLFormElement | null>) {
  const [preparing, setPreparing] = useState(false);
  const [queued, setQueued] = useState(false);

  useEffect(() => {
    if (preparing || !queued) return;
    setQueued(false);
    formRef.current?.requestSubmit();
  }, [preparing, queued, formRef]);

  return {
    /** Photos are being checked: the submit button says so. */
    preparing,
    /** For the photo field: how its checks stand. */
    onPreparingChange(state: TPhotoPreparation) {
      setPreparing(state.preparing);
      if (state.refused) setQueued(false);
    },
    /** True when the submission was held until the photos are ready (the event is cancelled). */
    holdSubmit(event: FormEvent<HTMLFormElement>): boolean {
      if (!preparing) return false;
      event.preventDefault();
      setQueued(true);
      return true;
    },
  };
}

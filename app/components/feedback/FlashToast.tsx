import { Icon } from "~/components/ui/Icon";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { usePostedReply } from "~/forms/shared/posted-reply";
import type { Notice } from "~/forms/types";
import { useFlash } from "~/utils/root-data";
import { useHydrated } from "~/utils/use-hydrated";

/** How long a toast stays (spec §9: 5000 ms, one at a time). */
const TOAST_DURATION_MS = 5000;

/**
 * The forms' notice region. The notice: from the flash cookie (after a redirect, or after a
 * fetcher's answer), or from the reply of a post the page answers (no JavaScript: invalid, refused,
 * failed). The server renders it in a `role="status"` region (`role="alert"` for errors) so a
 * visitor without JavaScript reads it at the top of the page. With JavaScript the same regions become a toast:
 * 5000 ms, one at a time (a new notice replaces the current one), with a close button.
 */
export function FlashToast() {
  const { t } = useTranslation("forms");
  const flash = useFlash();
  const posted = usePostedReply()?.notice ?? null;
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Notice | null>(posted ?? flash);

  // Each loader revalidation or re-rendered post brings a new object: a new notice to show.
  useEffect(() => {
    if (flash) setShown(flash);
  }, [flash]);
  useEffect(() => {
    if (posted) setShown(posted);
  }, [posted]);

  useEffect(() => {
    if (!hydrated || !shown) return;
    const timer = window.setTimeout(() => setShown(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, shown]);

  const isError = shown?.type === "error";
  // A labelled region (landmark), so the notice is never content outside the page's landmarks.
  return (
    <section className={hydrated ? "flash-region flash-toast" : "flash-region"} aria-label={t("toast.region")}>
      <div role="status" aria-atomic="true">
        {shown && !isError ? <Message toast={shown} onClose={hydrated ? () => setShown(null) : undefined} /> : null}
      </div>
      <div role="alert" aria-atomic="true">
        {shown && isError ? <Message toast={shown} onClose={hydrated ? () => setShown(null) : undefined} /> : null}
      </div>
    </section>
  );
}

function Message({ toast, onClose }: { toast: Notice; onClose?: () => void }) {
  const { t } = useTranslation("forms");
  return (
    <div className={`flash flash-${toast.type}`}>
      <NoticeText notice={toast} />
      {onClose ? (
        <button type="button" className="flash-close" onClick={onClose} aria-label={t("toast.close")}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </div>
  );
}

/** A notice's words: its title and, if it has one, its body. */
export function NoticeText({ notice }: { notice: Notice }) {
  const { t } = useTranslation("forms");
  // A whole-number param is also the plural count ("dentro de 1 minuto", "in 8 minutes").
  const count = notice.param && /^\d+$/.test(notice.param) ? Number(notice.param) : undefined;
  const title = t(`toast.${notice.key}.title`, { param: notice.param, count });
  const body = t(`toast.${notice.key}.body`, { param: notice.param, count });
  return (
    <div className="flash-text">
      <p className="flash-title">{title}</p>
      {body ? <p className="flash-body">{body}</p> : null}
    </div>
  );
}

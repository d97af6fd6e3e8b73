import { Icon } from "~/components/ui/Icon";
import { useTranslation } from "~/i18n/react";
import { chatLink } from "~/config/company";
import { useContactFacts } from "~/utils/contact-facts";
import "./chat-button.css";

/** Floating WhatsApp link with a greeting in the page's language (spec §2, §7.7). */
export function ChatButton() {
  const { t } = useTranslation();
  const { phone } = useContactFacts();
  return (
    <a
      className="chat-button"
      href={chatLink(phone, t("chat.greeting"))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t("chat.label")} ${t("opensInNewTab")}`}
    >
      <Icon name="message-circle" size={28} />
    </a>
  );
}

import { DocumentPage } from "../components/content/pages";
import { faqNewbieHelp } from "../content/faq-newbie-help";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("新手帮助");

export default function FAQNewbieHelp() {
  return <DocumentPage text={faqNewbieHelp} />;
}

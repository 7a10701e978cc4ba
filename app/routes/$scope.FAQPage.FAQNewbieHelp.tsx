import { DocumentPage } from "../components/content/pages";
import { faqNewbieHelp } from "../content/faq-newbie-help";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("新手帮助");
export const headers = sameForEveryVisitor;

export default function FAQNewbieHelp() {
  return <DocumentPage text={faqNewbieHelp} />;
}

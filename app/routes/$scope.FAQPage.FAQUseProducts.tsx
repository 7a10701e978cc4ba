import { DocumentPage } from "../components/content/pages";
import { faqUseProducts } from "../content/faq-use-products";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("产品使用");
export const headers = sameForEveryVisitor;

export default function FAQUseProducts() {
  return <DocumentPage text={faqUseProducts} />;
}

import { DocumentPage } from "../components/content/pages";
import { faqUseProducts } from "../content/faq-use-products";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("产品使用");

export default function FAQUseProducts() {
  return <DocumentPage text={faqUseProducts} />;
}

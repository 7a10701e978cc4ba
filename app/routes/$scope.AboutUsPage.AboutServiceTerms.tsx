import { DocumentPage } from "../components/content/pages";
import { serviceTerms } from "../content/service-terms";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("服务条款");
export const headers = sameForEveryVisitor;

export default function AboutServiceTerms() {
  return <DocumentPage text={serviceTerms} />;
}

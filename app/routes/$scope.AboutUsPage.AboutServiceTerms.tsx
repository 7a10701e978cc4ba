import { DocumentPage } from "../components/content/pages";
import { serviceTerms } from "../content/service-terms";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("服务条款");

export default function AboutServiceTerms() {
  return <DocumentPage text={serviceTerms} />;
}

import { DocumentPage } from "../components/content/pages";
import { aboutUs } from "../content/about-us";
import { pageTitle } from "../lib/meta";
import { sameForEveryVisitor } from "../lib/page-cache";

export const meta = pageTitle("团队介绍");
export const headers = sameForEveryVisitor;

export default function AboutUs() {
  return <DocumentPage text={aboutUs} />;
}

import { DocumentPage } from "../components/content/pages";
import { aboutUs } from "../content/about-us";
import { pageTitle } from "../lib/meta";

export const meta = pageTitle("团队介绍");

export default function AboutUs() {
  return <DocumentPage text={aboutUs} />;
}
